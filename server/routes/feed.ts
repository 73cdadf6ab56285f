import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFileType } from '@contract/feed';
import type { Db } from '../db/database';
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  getPost,
  likedPostIds,
  likePost,
  listComments,
  listFeed,
  listMyPosts,
  mediaFile,
  postAnalytics,
  recordViews,
  reportPost,
  sharePost,
  unlikePost,
  updatePost,
  viewerKey,
} from '../domain/feed';
import { AppError, languageOf } from '../http/errors';
import { route } from '../http/route';
import { contentDisposition, removeFiles, withStoredFiles } from '../http/stored-files';
import { accountLimiter } from '../domain/limits';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date; filesDir: string };

const contentTypes: Record<MediaFileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/**
 * Streams a stored file, with byte ranges so a phone can seek in a video without
 * downloading all of it. A public post's media may be cached; a private one's never.
 */
async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  type: MediaFileType,
  isPublic: boolean,
  downloadName: string,
) {
  const size = (await stat(file).catch(() => null))?.size;
  if (size === undefined) throw new AppError(404, 'NOT_FOUND');
  reply
    .header('content-type', contentTypes[type])
    .header('x-content-type-options', 'nosniff')
    // Images are shown in the page; a video plays in <video> and downloads if opened.
    .header(
      'content-disposition',
      contentDisposition(downloadName, contentTypes[type].startsWith('image/')),
    )
    .header('accept-ranges', 'bytes')
    .header('cache-control', isPublic ? 'public, max-age=86400' : 'private, no-store');
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      return reply.status(416).header('content-range', `bytes */${size}`).send();
    }
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(createReadStream(file, { start, end }));
  }
  return reply.header('content-length', size).send(createReadStream(file));
}

/** The health feed (issue 6). */
export function feedRoutes(app: FastifyInstance, { db, realtime, clock, filesDir }: Deps) {
  const deps = () => ({ db, realtime, now: clock() });
  const limit = accountLimiter(db, clock);

  route(app, 'feed', ({ caller, query }) => listFeed(db, caller, query));
  route(app, 'myPosts', ({ caller, query }) => listMyPosts(db, caller, query));
  route(app, 'postAnalytics', ({ caller }) => postAnalytics(db, caller, clock()));
  route(app, 'likedPosts', async ({ caller }) => ({ postIds: await likedPostIds(db, caller) }));
  route(
    app,
    'postViews',
    ({ caller, body, request }) =>
      recordViews(
        db,
        caller,
        viewerKey(caller, request.ip, request.headers['user-agent']),
        body.postIds,
        clock(),
      ),
    { rateLimit: 120 },
  );
  route(app, 'post', async ({ caller, params }) => ({
    post: await getPost(db, caller, params.id),
  }));
  route(app, 'postMedia', async ({ caller, params, request, reply }) => {
    const media = await mediaFile(db, caller, params.id);
    return sendStoredFile(
      request,
      reply,
      path.join(filesDir, media.storedName),
      media.type,
      media.isPublic,
      `ujyalo-post-media-${params.id}.${media.type}`,
    );
  });

  // Files get their names only once their rows commit; a refused post keeps none.
  route(app, 'createPost', async ({ caller, request, multipart: { fields, files } }) => {
    await limit(caller, 'upload', files.length);
    // No language sent: the caller's (ADR 0014), as the server answers them in it.
    const language = fields.language ?? languageOf(request);
    const post = await withStoredFiles(filesDir, files, (stored) =>
      createPost(deps(), caller, { ...fields, language }, stored),
    );
    return { post };
  });
  route(app, 'updatePost', async ({ caller, params, multipart: { fields, files } }) => {
    await limit(caller, 'upload', files.length);
    const { post, removed } = await withStoredFiles(filesDir, files, (stored) =>
      updatePost(deps(), caller, params.id, fields, stored),
    );
    await removeFiles(filesDir, removed);
    return { post };
  });
  route(app, 'deletePost', async ({ caller, params }) => {
    await removeFiles(filesDir, await deletePost(deps(), caller, params.id));
    return { deleted: true as const };
  });

  route(app, 'likePost', async ({ caller, params }) => {
    await limit(caller, 'like');
    return likePost(deps(), caller, params.id);
  });
  route(app, 'unlikePost', ({ caller, params }) => unlikePost(deps(), caller, params.id));
  route(
    app,
    'sharePost',
    ({ caller, params, request }) =>
      sharePost(
        deps(),
        caller,
        viewerKey(caller, request.ip, request.headers['user-agent']),
        params.id,
      ),
    { rateLimit: 60 },
  );
  route(app, 'reportPost', async ({ caller, params, body }) => {
    await limit(caller, 'report');
    return reportPost(db, caller, params.id, body);
  });

  route(app, 'postComments', ({ caller, params, query }) =>
    listComments(db, caller, params.id, query),
  );
  route(app, 'addComment', async ({ caller, params, body, request }) => {
    await limit(caller, 'comment');
    return addComment(deps(), caller, params.id, {
      content: body.content,
      language: body.language ?? languageOf(request),
    });
  });
  route(app, 'deleteComment', ({ caller, params }) =>
    deleteComment(deps(), caller, params.id, params.commentId),
  );
}
