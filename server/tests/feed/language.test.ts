import { describe, expect, test } from 'vitest';
import * as d from '@contract/discovery';
import * as f from '@contract/feed';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { DEMO_DOCTOR2_ID } from '../../domain/seed-doctors';
import { bearer, expectFailure, expectSuccess } from '../harness';
import {
  openFeedSuite,
  call,
  doctor,
  feedOf,
  member,
  newPost,
  postBody,
  postOf,
  t,
  write,
} from './setup';

openFeedSuite();

/** ADR 0014: what people write carries the language they wrote it in. */
describe('content language', () => {
  const nepali = { 'accept-language': 'ne' };
  const addComment = (postId: string, token: string, body: unknown, headers = {}) =>
    call('POST', `/api/feed/${postId}/comments`, token, body, headers);
  /** A new post by the demo doctor, sent with these headers. */
  const writeWith = async (headers: Record<string, string>, fields: Record<string, unknown>) => {
    const body = await postBody(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/feed',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(doctor.token), ...headers },
    });
  };
  const commentsOf = async (postId: string) =>
    f.commentListResponse.parse((await call('GET', `/api/feed/${postId}/comments`)).json()).data
      .comments;

  test('a post and a comment written in English are read back in English, in the feed too', async () => {
    const post = await newPost({ language: 'en' });
    expect(post.language).toBe('en');
    const reader = await member();
    expectSuccess(
      await addComment(post._id, reader.token, { content: 'Thank you', language: 'en' }),
    );

    expect(postOf(await call('GET', `/api/feed/${post._id}`)).language).toBe('en');
    expect((await feedOf('?limit=50')).posts.find((p) => p._id === post._id)?.language).toBe('en');
    expect((await commentsOf(post._id)).map((c) => [c.content, c.language])).toEqual([
      ['Thank you', 'en'],
    ]);
  });

  test('the language chosen wins over the interface the author uses', async () => {
    expect(postOf(await writeWith(nepali, { language: 'en' })).language).toBe('en');
  });

  test('nothing sent: the caller’s language by Accept-Language; an edit keeps the stored one', async () => {
    const english = await newPost({ title: 'Boil water', language: undefined });
    expect(english.language).toBe('en');

    const nepaliPost = postOf(
      await writeWith(nepali, { title: 'पानी उमालेर पिउनुहोस्', content: 'एक मिनेट उमाल्नुहोस्।' }),
    );
    expect(nepaliPost.language).toBe('ne');

    const edited = postOf(
      await write(doctor.token, { title: 'पानी सधैं उमाल्नुहोस्' }, [], {
        method: 'PUT',
        id: nepaliPost._id,
      }),
    );
    expect(edited).toMatchObject({ title: 'पानी सधैं उमाल्नुहोस्', language: 'ne' });
    const switched = postOf(
      await write(doctor.token, { language: 'en' }, [], { method: 'PUT', id: nepaliPost._id }),
    );
    expect(switched.language).toBe('en');

    const reader = await member();
    const said = f.commentResponse.parse(
      (await addComment(english._id, reader.token, { content: 'धन्यवाद' }, nepali)).json(),
    ).data.comment;
    expect(said.language).toBe('ne');
  });

  test('a language other than English or Nepali is 400 LANGUAGE_INVALID on its field', async () => {
    expectFailure(await write(doctor.token, { language: 'fr' }), 400, {
      code: 'LANGUAGE_INVALID',
      field: 'language',
      message: 'Please choose English or Nepali',
    });
    const post = await newPost();
    expectFailure(
      await write(doctor.token, { language: 'NE' }, [], { method: 'PUT', id: post._id }),
      400,
      { code: 'LANGUAGE_INVALID', field: 'language' },
    );
    const reader = await member();
    expectFailure(
      await addComment(post._id, reader.token, { content: 'Hi', language: 'hindi' }, nepali),
      400,
      { code: 'LANGUAGE_INVALID', field: 'language', message: 'कृपया अङ्ग्रेजी वा नेपाली छान्नुहोस्' },
    );
    expect(await commentsOf(post._id)).toEqual([]);
  });

  test('a report without a reason is 400 REPORT_REASON_REQUIRED on its field', async () => {
    const post = await newPost();
    const reader = await member();
    expectFailure(await call('POST', `/api/feed/${post._id}/report`, reader.token, {}), 400, {
      code: 'REPORT_REASON_REQUIRED',
      field: 'reason',
      message: 'Please choose a reason',
    });
  });

  test('the demo feed and doctors carry Nepali and English, each marked as written', async () => {
    const { posts } = await feedOf('?limit=50');
    const seeded = (title: string) => posts.find((p) => p.title === title);
    expect(seeded('Winter mornings and your blood pressure')?.language).toBe('en');
    expect(seeded('गर्भावस्थामा डेङ्गु: ज्वरो आए ढिला नगर्नुहोस्')?.language).toBe('ne');
    const bp = seeded('उच्च रक्तचाप: नुन घटाउनुहोस्, हिँडाइ बढाउनुहोस्')!;
    expect((await commentsOf(bp._id)).map((c) => c.language)).toEqual(['ne', 'ne', 'en']);
    for (const post of posts)
      expect(post.language, post.title).toBe(/[\u0900-\u097F]/.test(post.title) ? 'ne' : 'en');

    const profile = async (id: string) =>
      d.doctorResponse.parse((await call('GET', `/api/doctors/${id}`)).json()).data.doctor;
    expect((await profile(DEMO_DOCTOR_ID)).language).toBe('en');
    const sabina = await profile(DEMO_DOCTOR2_ID);
    expect(sabina.language).toBe('ne');
    expect(sabina.about).toMatch(/[\u0900-\u097F]/);
  });
});
