import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import * as f from '@contract/feed';
import { bearer, expectFailure, expectSuccess } from '../harness';
import {
  openFeedSuite,
  MP4,
  PNG,
  call,
  doctor,
  feedOf,
  member,
  postBody,
  postOf,
  relay,
  storedFiles,
  t,
  write,
} from './setup';

openFeedSuite();

describe('writing a post', () => {
  test('a verified doctor posts with an image and a video; anyone reads it and its media', async () => {
    const before = storedFiles().length;
    const res = await write(doctor.token, { tags: [' Heart ', 'heart', 'BP', ''] }, [
      { name: 'chart.png', type: 'image/png', bytes: PNG },
      { name: 'walk.mp4', type: 'video/mp4', bytes: MP4 },
    ]);
    const post = postOf(res);
    expect(post).toMatchObject({
      title: 'Boil your drinking water this monsoon',
      category: 'Disease Awareness',
      status: 'published',
      tags: ['heart', 'bp'],
      authorType: 'doctor',
      authorId: doctor.id,
      likesCount: 0,
      isOwn: true,
    });
    expect(post.authorProfile.specialization).toBe('Cardiology');
    expect(post.media.map((m) => m.type)).toEqual(['image', 'video']);
    expect(storedFiles().length).toBe(before + 2);

    const { posts } = await feedOf();
    const seen = posts.find((p) => p._id === post._id);
    expect(seen).toMatchObject({ isOwn: false, isLiked: false });

    const image = await call('GET', post.media[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('public');
    expect(image.rawPayload.equals(Buffer.from(PNG))).toBe(true);

    // A phone seeking in the video asks for a range.
    const part = await call('GET', post.media[1]!.url, null, undefined, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
  });

  test('a private post is seen by its author only, with its media', async () => {
    const res = await write(doctor.token, { isPublic: false, title: 'Draft: winter asthma' }, [
      { name: 'x.png', type: 'image/png', bytes: PNG },
    ]);
    const post = postOf(res);
    expect(post.status).toBe('private');
    const stranger = await member();
    expect((await feedOf('?limit=50')).posts.some((p) => p._id === post._id)).toBe(false);
    expectFailure(await call('GET', `/api/feed/${post._id}`), 404, { code: 'POST_NOT_FOUND' });
    expectFailure(await call('GET', `/api/feed/${post._id}`, stranger.token), 404, {
      code: 'POST_NOT_FOUND',
    });
    expectFailure(await call('GET', post.media[0]!.url, stranger.token), 404);
    expectFailure(await call('POST', `/api/feed/${post._id}/like`, stranger.token), 404);
    const own = await call('GET', post.media[0]!.url, doctor.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(postOf(await call('GET', `/api/feed/${post._id}`, doctor.token)).title).toBe(
      'Draft: winter asthma',
    );
    // The author may like and comment on their draft; nobody watching the feed hears of it.
    relay.sent.length = 0;
    expectSuccess(await call('POST', `/api/feed/${post._id}/like`, doctor.token));
    expectSuccess(
      await call('POST', `/api/feed/${post._id}/comments`, doctor.token, {
        content: 'Add a source',
      }),
    );
    expect(relay.sent.filter((e) => e.room !== undefined)).toEqual([]);
    const mine = f.feedPageResponse.parse(
      (await call('GET', '/api/feed/my-posts', doctor.token)).json(),
    ).data;
    expect(mine.posts.some((p) => p._id === post._id)).toBe(true);
  });

  test.each([
    [{ title: '  ' }, 'POST_FIELDS_REQUIRED', 'title'],
    [{ content: '' }, 'POST_FIELDS_REQUIRED', 'content'],
    [{ category: 'Astrology' }, 'CATEGORY_REQUIRED', 'category'],
    [{ type: 'tip' }, 'VALIDATION', 'type'],
    [{ videoUrl: 'javascript:alert(1)' }, 'URL_INVALID', 'videoUrl'],
    [{ articleLink: 'not a link' }, 'URL_INVALID', 'articleLink'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'TOO_MANY_TAGS', 'tags'],
    [{ tags: ['x'.repeat(31)] }, 'TAG_TOO_LONG', 'tags.0'],
    [{ tags: '[not json' }, 'VALIDATION', 'tags'],
    [{ title: 'x'.repeat(201) }, 'TOO_LONG', 'title'],
  ])('%j is refused with %s', async (fields, code, field) => {
    expectFailure(await write(doctor.token, fields), 400, { code, field });
  });

  test('the refusal is in the reader’s language', async () => {
    const { payload, headers } = await postBody({ title: '' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feed',
      payload,
      headers: { ...headers, ...bearer(doctor.token), 'accept-language': 'ne' },
    });
    expectFailure(res, 400, { message: 'कृपया सबै आवश्यक विवरण भर्नुहोस्' });
  });

  test('a mislabelled, oversized or one-too-many file is refused, and nothing is stored', async () => {
    const count = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from posts where author_id = ${doctor.id}`.execute(t.db)
        ).rows[0]!.n,
      );
    const posts = await count();
    const files = storedFiles().length;
    const text = new TextEncoder().encode('<html>not an image</html>');
    expectFailure(
      await write(doctor.token, {}, [{ name: 'photo.png', type: 'image/png', bytes: text }]),
      415,
      {
        code: 'MEDIA_TYPE_NOT_ALLOWED',
        message: 'Only images (JPG, PNG, WebP, GIF) and videos (MP4, MOV, WebM) can be added.',
      },
    );
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    expectFailure(
      await write(doctor.token, {}, [{ name: 'leaflet.pdf', type: 'application/pdf', bytes: pdf }]),
      415,
      { code: 'MEDIA_TYPE_NOT_ALLOWED' },
    );
    const big = new Uint8Array(f.MAX_MEDIA_BYTES + 1);
    big.set(PNG);
    expectFailure(
      await write(doctor.token, {}, [{ name: 'scan.png', type: 'image/png', bytes: big }]),
      413,
      { code: 'FILE_TOO_LARGE', message: 'Each file must be at most 10 MB.' },
    );
    const seven = Array.from({ length: f.MAX_POST_MEDIA + 1 }, (_, i) => ({
      name: `p${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    expectFailure(await write(doctor.token, {}, seven), 400, { code: 'TOO_MANY_FILES' });
    expect(await count()).toBe(posts);
    expect(storedFiles().length).toBe(files);
  });

  test('an unverified doctor may not publish, and keeps no file; a patient is forbidden', async () => {
    const files = storedFiles().length;
    const unverified = await member('doctor', { verified: false });
    expectFailure(
      await write(unverified.token, {}, [{ name: 'a.png', type: 'image/png', bytes: PNG }]),
      403,
      { code: 'AUTHOR_NOT_VERIFIED' },
    );
    expect(storedFiles().length).toBe(files);
    expectFailure(await write((await member()).token), 403, { code: 'FORBIDDEN' });
    expectFailure(await write(null), 401, { code: 'UNAUTHORIZED' });
  });

  test('the author edits, removes and adds media, and deletes; anyone else gets 404', async () => {
    const post = postOf(
      await write(doctor.token, {}, [
        { name: 'a.png', type: 'image/png', bytes: PNG },
        { name: 'b.png', type: 'image/png', bytes: PNG },
      ]),
    );
    const other = await member('doctor');
    expectFailure(
      await write(other.token, { title: 'Mine now' }, [], { method: 'PUT', id: post._id }),
      404,
      {
        code: 'POST_NOT_FOUND',
      },
    );
    expectFailure(await call('DELETE', `/api/feed/${post._id}`, other.token), 404);

    const files = storedFiles().length;
    const edited = postOf(
      await write(
        doctor.token,
        { title: 'Boil water for one minute', removeMedia: [post.media[0]!._id], isPublic: false },
        [{ name: 'c.mp4', type: 'video/mp4', bytes: MP4 }],
        { method: 'PUT', id: post._id },
      ),
    );
    expect(edited).toMatchObject({ title: 'Boil water for one minute', status: 'private' });
    expect(edited.media.map((m) => m._id)).toEqual([post.media[1]!._id, expect.any(String)]);
    expect(edited.media.map((m) => m.type)).toEqual(['image', 'video']);
    expect(storedFiles().length).toBe(files); // one removed, one added

    const tooMany = Array.from({ length: f.MAX_POST_MEDIA - 1 }, (_, i) => ({
      name: `p${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    expectFailure(await write(doctor.token, {}, tooMany, { method: 'PUT', id: post._id }), 400, {
      code: 'TOO_MANY_FILES',
    });
    expect(storedFiles().length).toBe(files);

    expectSuccess(await call('DELETE', `/api/feed/${post._id}`, doctor.token));
    expect(storedFiles().length).toBe(files - 2);
    expectFailure(await call('GET', `/api/feed/${post._id}`, doctor.token), 404);
    expectFailure(await call('DELETE', `/api/feed/${post._id}`, doctor.token), 404);
  });
});
