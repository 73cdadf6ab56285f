import { z } from 'zod';
import { email, name } from './auth';
import { successEnvelope } from './envelope';
import { role, roles } from './roles';

/**
 * Users management (issue 14; 002 §2 User management, §3 Admin user, §5 User edit, §7
 * Admin): an admin searches, filters, sorts and pages every account, edits its name,
 * email, role and status. A suspended or inactive account cannot sign in, and its open
 * sessions end at once (ADR 0025).
 */

export const userStatuses = ['active', 'inactive', 'suspended'] as const;
export const userStatus = z.enum(userStatuses, 'REQUIRED');
export type UserStatus = z.infer<typeof userStatus>;

export const userSortKeys = ['name', 'email', 'role', 'status', 'registered', 'lastLogin'] as const;
export type UserSortKey = (typeof userSortKeys)[number];

export const USERS_PAGE_SIZE = 20;

/** 002 §3 Admin user: the account as the admin table shows it. */
export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role,
  status: userStatus,
  verified: z.boolean(),
  registeredDate: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersQuery = z.object({
  search: z.string().trim().max(100, 'TOO_LONG').default(''),
  role: z.enum(['all', ...roles]).default('all'),
  status: z.enum(['all', ...userStatuses]).default('all'),
  sort: z.enum(userSortKeys).default('registered'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUsersResponse = successEnvelope(
  z.object({
    items: z.array(adminUser),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }),
);

/** 002 §5: a user edit requires name, email, role and status. */
export const updateUserRequest = z.object({
  name,
  email,
  role: z.enum(roles, 'REQUIRED'),
  status: userStatus,
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const userStatusRequest = z.object({ status: userStatus });
export type UserStatusRequest = z.input<typeof userStatusRequest>;

export const adminUserResponse = successEnvelope(z.object({ user: adminUser }));
