import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { MAX_MEDIA_BYTES } from '@contract/feed';
import { codeMessages, messages } from './messages';
import { addTags, checkDraft, emptyDraft, fieldOf, pickMedia } from './post-draft';

const file = (type: string, size = 1000) => ({ type, size });

describe('checkDraft', () => {
  it('asks for the title and the content (001 §5)', () => {
    const checked = checkDraft({ ...emptyDraft(), title: '   ' });
    expect(checked).toEqual({
      ok: false,
      problems: { title: 'POST_FIELDS_REQUIRED', content: 'POST_FIELDS_REQUIRED' },
    });
  });

  it('refuses a web address without http(s)', () => {
    const checked = checkDraft({
      ...emptyDraft(),
      title: 'Winter flu',
      content: 'Rest and fluids.',
      videoUrl: 'youtube.com/watch',
    });
    expect(checked).toEqual({ ok: false, problems: { videoUrl: 'URL_INVALID' } });
  });

  it('sends what the contract keeps: trimmed, with the defaults of 001 §9', () => {
    const checked = checkDraft({ ...emptyDraft(), title: ' Winter flu ', content: 'Rest.' });
    expect(checked).toEqual({
      ok: true,
      fields: {
        title: 'Winter flu',
        content: 'Rest.',
        category: 'Health Tips',
        type: 'post',
        tags: [],
        isPublic: true,
        videoUrl: '',
        articleLink: '',
      },
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

describe('fieldOf', () => {
  it('finds the form field a server error names', () => {
    expect(fieldOf('tags.3')).toBe('tags');
    expect(fieldOf('removeMedia')).toBe('media');
    expect(fieldOf('authorType')).toBeNull();
    expect(fieldOf(undefined)).toBeNull();
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
