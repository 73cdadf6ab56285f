import { http, type RequestHandler } from 'msw';
import {
  adminUsersQuery,
  updateUserRequest,
  userStatusRequest,
  type AdminUser,
} from '@contract/admin-users';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import { paths } from '@contract/paths';
import type { z } from 'zod';
import * as fixtures from '../fixtures/admin-users';
import { api, failures, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * Users management (issue 14): the admin's table answered from a small store that each
 * story resets, so an edit in one story is gone in the next. The signed-in admin of the
 * stories is the fixtures' `admin@demo.np`.
 */
const store = { users: [] as AdminUser[] };

export function resetAdminUsersStore(users: readonly AdminUser[] = fixtures.adminUsers) {
  store.users = structuredClone([...users]);
}
resetBeforeEachStory(resetAdminUsersStore);

export const adminUsersStore = {
  users: (): readonly AdminUser[] => store.users,
  find: (id: string) => store.users.find((u) => u.id === id),
};

const SELF_EMAIL = 'admin@demo.np';
const isCode = (value: string): value is ErrorCode => value in errorCatalogue;

function zodFailure(request: Request, error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const code: ErrorCode = issue && isCode(issue.message) ? issue.message : 'VALIDATION';
  return refuse(request, 400, code, field);
}

const sortValue = (user: AdminUser, key: string) =>
  ({
    name: user.name.toLowerCase(),
    email: user.email.toLowerCase(),
    role: user.role,
    status: user.status,
    registered: user.registeredDate,
    lastLogin: user.lastLogin ?? '',
  })[key] ?? '';

/** The server's rules of ADR 0025, on the store. */
function change(request: Request, id: string, changes: Partial<AdminUser>) {
  const before = adminUsersStore.find(id);
  if (!before) return refuse(request, 404, 'USER_NOT_FOUND');
  const after = { ...before, ...changes };
  const losesAdmin =
    before.role === 'admin' &&
    before.status === 'active' &&
    (after.role !== 'admin' || after.status !== 'active');
  if (losesAdmin && before.email === SELF_EMAIL)
    return refuse(request, 409, 'CANNOT_CHANGE_OWN_ACCOUNT');
  if (
    losesAdmin &&
    !store.users.some((u) => u.id !== id && u.role === 'admin' && u.status === 'active')
  )
    return refuse(request, 409, 'LAST_ADMIN');
  if (store.users.some((u) => u.id !== id && u.email.toLowerCase() === after.email.toLowerCase()))
    return refuse(request, 409, 'EMAIL_EXISTS', 'email');
  store.users = store.users.map((u) => (u.id === id ? after : u));
  return ok({ user: after });
}

/** GET /admin/users: searched, filtered, sorted and cut as the server does. */
export const adminUsers = {
  success: () =>
    http.get(api(paths.adminUsers), ({ request }) => {
      const parsed = adminUsersQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return zodFailure(request, parsed.error);
      const q = parsed.data;
      const text = q.search.toLowerCase();
      const rows = store.users
        .filter(
          (u) =>
            (!text ||
              `${u.name} ${u.email}`.toLowerCase().includes(text) ||
              u.phone.includes(text)) &&
            (q.role === 'all' || u.role === q.role) &&
            (q.status === 'all' || u.status === q.status),
        )
        .sort((a, b) => {
          const [x, y] = [sortValue(a, q.sort), sortValue(b, q.sort)];
          return (x < y ? -1 : x > y ? 1 : 0) * (q.order === 'asc' ? 1 : -1);
        });
      const start = (q.page - 1) * q.limit;
      return ok({
        items: rows.slice(start, start + q.limit),
        total: rows.length,
        page: q.page,
        limit: q.limit,
      });
    }),
  empty: () =>
    http.get(api(paths.adminUsers), () => ok({ items: [], total: 0, page: 1, limit: 20 })),
  forbidden: () =>
    http.get(api(paths.adminUsers), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.adminUsers),
};

/** PUT /admin/users/{id}: name, email, role and status. */
export const updateAdminUser = {
  success: () =>
    http.put(api(paths.updateAdminUser), async ({ request, params }) => {
      const parsed = updateUserRequest.safeParse(await readJson(request));
      if (!parsed.success) return zodFailure(request, parsed.error);
      return change(request, idOf(params), parsed.data);
    }),
  emailExists: () =>
    http.put(api(paths.updateAdminUser), ({ request }) =>
      refuse(request, 409, 'EMAIL_EXISTS', 'email'),
    ),
  lastAdmin: () =>
    http.put(api(paths.updateAdminUser), ({ request }) => refuse(request, 409, 'LAST_ADMIN')),
  ...failures('put', paths.updateAdminUser),
};

/** PUT /admin/users/{id}/status. */
export const setUserStatus = {
  success: () =>
    http.put(api(paths.setUserStatus), async ({ request, params }) => {
      const parsed = userStatusRequest.safeParse(await readJson(request));
      if (!parsed.success) return zodFailure(request, parsed.error);
      return change(request, idOf(params), { status: parsed.data.status });
    }),
  ...failures('put', paths.setUserStatus),
};

export const adminUsersHandlers = (): RequestHandler[] => [
  adminUsers.success(),
  // The status path before the edit's, which would not catch it anyway (one more segment).
  setUserStatus.success(),
  updateAdminUser.success(),
];
