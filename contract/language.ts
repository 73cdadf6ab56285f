import { z } from 'zod';

/**
 * The language a person wrote something in (WCAG 3.1.2, ADR 0014): posts, comments and a
 * doctor's own profile text are marked with it, so a screen reader reads English content
 * in English inside the Nepali interface, and Nepali content in Nepali inside the English.
 */
import { contentLanguages } from './language-values';

export { contentLanguages, type ContentLanguage } from './language-values';

/** What a request may send: one of the two; missing means the server's default (see each use). */
export const contentLanguage = z.enum(contentLanguages, 'LANGUAGE_INVALID');
