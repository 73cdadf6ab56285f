/**
 * The languages content can be written in (ADR 0014), with no zod (ADR 0045);
 * `contract/language.ts` builds its schema from them and re-exports them.
 */
export const contentLanguages = ['en', 'ne'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
