import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { MAX_MEDIA_BYTES } from '@contract/feed';
import { codeMessages, messages } from './messages';
import { ApiError } from '@lib/api';
import * as fixtures from '@mocks/fixtures/feed-author';
import { addTags, pickMedia } from './post-draft';
import {
  atFormField,
  emptyValues,
  postFormSchema,
  valuesFromPost,
  type PostFormValues,
} from './post-form-schema';

const file = (type: string, size = 1000) => ({ type, size });

const firstCodes = (values: PostFormValues) => {
  const parsed = postFormSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('postFormSchema', () => {
  it('asks for the title and the content (001 §5)', () => {
    expect(firstCodes({ ...emptyValues('en'), title: '   ' })).toEqual({
      title: 'POST_FIELDS_REQUIRED',
      content: 'POST_FIELDS_REQUIRED',
    });
  });

  it('refuses a web address without http(s)', () => {
    expect(
      firstCodes({
        ...emptyValues('en'),
        title: 'Winter flu',
        content: 'Rest and fluids.',
        videoUrl: 'youtube.com/watch',
      }),
    ).toEqual({ videoUrl: 'URL_INVALID' });
  });

  it('sends what the contract keeps: trimmed, with the defaults of 001 §9', () => {
    expect(firstCodes({ ...emptyValues('en'), title: ' Winter flu ', content: 'Rest.' })).toEqual({
      title: 'Winter flu',
      content: 'Rest.',
      category: 'Health Tips',
      type: 'post',
      tags: [],
      isPublic: true,
      videoUrl: '',
      articleLink: '',
      language: 'en',
      tagInput: '',
      media: [],
      removeMedia: [],
    });
  });

  it('writes a new post in the interface language, and always sends one (ADR 0014)', () => {
    expect(emptyValues('ne').language).toBe('ne');
    expect(
      firstCodes({ ...emptyValues('en'), title: 'x', content: 'y', language: 'fr' as 'en' }),
    ).toEqual({ language: 'LANGUAGE_INVALID' });
  });

  it('starts an edit from the stored post', () => {
    const post = fixtures.myPosts[1]!;
    const nepali = fixtures.myPosts.find((p) => p.language === 'ne')!;
    expect(valuesFromPost(nepali).language).toBe('ne');
    expect(valuesFromPost(post)).toMatchObject({
      title: post.title,
      language: 'en',
      tags: post.tags,
      isPublic: post.status === 'published',
      media: [],
      removeMedia: [],
    });
  });
});

describe('addTags', () => {
  it('lowercases, trims and ignores duplicates', () => {
    expect(addTags(['diabetes'], [' Diabetes ', 'Winter  Care'])).toEqual({
      tags: ['diabetes', 'winter care'],
    });
  });

  it('refuses a tag over 30 characters and an eleventh tag', () => {
    expect(addTags([], ['a'.repeat(31)])).toEqual({ problem: 'TAG_TOO_LONG' });
    const ten = Array.from({ length: 10 }, (_, i) => `tag ${i}`);
    expect(addTags(ten, ['one more'])).toEqual({ problem: 'TOO_MANY_TAGS' });
    expect(addTags(ten, ['tag 3'])).toEqual({ tags: ten });
  });
});

describe('pickMedia', () => {
  it('keeps images and videos up to 10 MB and says when others were skipped', () => {
    const photo = file('image/jpeg');
    const clip = file('video/quicktime', MAX_MEDIA_BYTES);
    const picked = pickMedia(
      [photo, file('text/plain'), file('image/png', MAX_MEDIA_BYTES + 1), clip],
      6,
    );
    expect(picked).toEqual({ kept: [photo, clip], skipped: true, overLimit: false });
  });

  it('keeps no more than there is room for', () => {
    const photos = [file('image/png'), file('image/png'), file('image/png')];
    expect(pickMedia(photos, 2)).toEqual({
      kept: photos.slice(0, 2),
      skipped: false,
      overLimit: true,
    });
  });
});

describe('atFormField', () => {
  const refusal = (field?: string) =>
    new ApiError({ status: 400, code: 'TAG_TOO_LONG', message: 'Too long', field });

  it('finds the form field a server error names', () => {
    expect(atFormField(refusal('tags.3'))).toMatchObject({ field: 'tags', code: 'TAG_TOO_LONG' });
    expect(atFormField(refusal('removeMedia'))).toMatchObject({ field: 'media' });
    const named = refusal('videoUrl');
    expect(atFormField(named)).toBe(named);
    const none = refusal();
    expect(atFormField(none)).toBe(none);
  });
});

describe('messages', () => {
  it("word the contract's codes as its catalogue does", () => {
    for (const [code, message] of Object.entries(codeMessages))
      expect(message.defaultMessage).toBe(errorCatalogue[code as keyof typeof codeMessages].en);
    expect(messages.authorNotVerified.defaultMessage).toBe(errorCatalogue.AUTHOR_NOT_VERIFIED.en);
    expect(messages.postNotFound.defaultMessage).toBe(errorCatalogue.POST_NOT_FOUND.en);
    expect(messages.tooManyFiles.defaultMessage).toBe(errorCatalogue.TOO_MANY_FILES.en);
  });
});
