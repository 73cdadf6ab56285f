import { describe, expect, test } from 'vitest';
import { codePoints, cutText } from '../../domain/text';
import { notificationPreview, PREVIEW_MAX } from '../../domain/notifications';

describe('text is cut by character, never inside one', () => {
  test('text that fits is kept as it is, whatever its UTF-16 length', () => {
    const emoji = '🙂'.repeat(61);
    expect(cutText(emoji, 120)).toBe(emoji);
    expect(notificationPreview(emoji)).toBe(emoji);
  });

  test('a cut between emoji: at most the limit in characters, every pair whole', () => {
    for (let n = 110; n <= 130; n += 1) {
      const preview = notificationPreview('🙂'.repeat(n));
      expect(preview.isWellFormed(), `${n} emoji`).toBe(true);
      expect(codePoints(preview)).toBeLessThanOrEqual(PREVIEW_MAX);
    }
    expect(notificationPreview('🙂'.repeat(121))).toBe(`${'🙂'.repeat(119)}…`);
  });

  test('a grapheme is kept whole or left out: a family emoji, a Devanagari syllable', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(cutText(`ab${family}`, 5)).toBe('ab');
    expect(cutText(`ab${family}`, 9)).toBe(`ab${family}`);
    // क्षि is four code points (क ् ष ि): a cut inside it drops it.
    expect(cutText('नमस्ते क्षि', 9)).toBe('नमस्ते ');
    expect(cutText('x'.repeat(10), 5, '…')).toBe('xxxx…');
  });

  test('one grapheme longer than the limit is cut by code point, still well formed', () => {
    const piled = `a${'\u0301'.repeat(50)}`;
    const cut = cutText(piled, 10);
    expect(codePoints(cut)).toBe(10);
    expect(cut.isWellFormed()).toBe(true);
  });
});
