import { http, type RequestHandler } from 'msw';
import { moderationRequest, reportsQuery, type ReportedPost } from '@contract/admin-moderation';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/admin-moderation';
import { api, failures, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * The moderation queue (issue 14): answered from a small store each story resets, with
 * the server's rules: Hide keeps the post in the queue as hidden, Restore and Dismiss
 * take it out; hiding a hidden post or restoring a visible one is refused.
 */
const store = { posts: [] as ReportedPost[] };

export function resetModerationStore(posts: readonly ReportedPost[] = fixtures.reportedPosts) {
  store.posts = structuredClone([...posts]);
}
resetBeforeEachStory(resetModerationStore);

export const moderationStore = { posts: (): readonly ReportedPost[] => store.posts };

const isCode = (value: string): value is ErrorCode => value in errorCatalogue;
const postIdOf = (params: Record<string, string | readonly string[] | undefined>) =>
  String(params.postId ?? '');

/** GET /admin/reports: the store, oldest first, cut into pages. */
export const adminReports = {
  success: () =>
    http.get(api(paths.adminReports), ({ request }) => {
      const parsed = reportsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return refuse(request, 400, 'VALIDATION');
      const { page, limit } = parsed.data;
      const start = (page - 1) * limit;
      return ok({
        posts: store.posts.slice(start, start + limit),
        total: store.posts.length,
        page,
        limit,
      });
    }),
  /** Only the overdue post waits. */
  overdue: () =>
    http.get(api(paths.adminReports), () => {
      const posts = store.posts.filter((p) => p.overdue);
      return ok({ posts, total: posts.length, page: 1, limit: 20 });
    }),
  empty: () =>
    http.get(api(paths.adminReports), () => ok({ posts: [], total: 0, page: 1, limit: 20 })),
  forbidden: () =>
    http.get(api(paths.adminReports), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.adminReports),
};

/** PUT /admin/reports/:postId: Hide, Restore or Dismiss, on the store. */
export const moderatePost = {
  success: () =>
    http.put(api(paths.moderatePost), async ({ request, params }) => {
      const parsed = moderationRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const code = issue && isCode(issue.message) ? issue.message : 'VALIDATION';
        return refuse(request, 400, code, issue?.path.map(String).join('.') || undefined);
      }
      const { action } = parsed.data;
      const postId = postIdOf(params);
      const post = store.posts.find((p) => p.postId === postId);
      if (!post) return refuse(request, 404, 'MODERATION_NOT_REPORTED');
      if ((action === 'hide' || action === 'dismiss') && post.hidden)
        return refuse(request, 409, 'POST_ALREADY_HIDDEN');
      if (action === 'restore' && !post.hidden) return refuse(request, 409, 'POST_NOT_HIDDEN');
      store.posts =
        action === 'hide'
          ? store.posts.map((p) =>
              p.postId === postId ? { ...p, hidden: true, overdue: false } : p,
            )
          : store.posts.filter((p) => p.postId !== postId);
      return ok({ postId, action, hidden: action === 'hide' });
    }),
  actionRequired: () =>
    http.put(api(paths.moderatePost), ({ request }) =>
      refuse(request, 400, 'MODERATION_ACTION_REQUIRED', 'action'),
    ),
  noteTooLong: () =>
    http.put(api(paths.moderatePost), ({ request }) =>
      refuse(request, 400, 'MODERATION_NOTE_TOO_LONG', 'note'),
    ),
  notReported: () =>
    http.put(api(paths.moderatePost), ({ request }) =>
      refuse(request, 404, 'MODERATION_NOT_REPORTED'),
    ),
  alreadyHidden: () =>
    http.put(api(paths.moderatePost), ({ request }) => refuse(request, 409, 'POST_ALREADY_HIDDEN')),
  notHidden: () =>
    http.put(api(paths.moderatePost), ({ request }) => refuse(request, 409, 'POST_NOT_HIDDEN')),
  ...failures('put', paths.moderatePost),
};

export const adminModerationHandlers = (): RequestHandler[] => [
  adminReports.success(),
  moderatePost.success(),
];
