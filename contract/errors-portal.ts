/**
 * The error catalogue's codes of the doctor's workspace (issue 16) and the rest of the
 * patient portal (issue 17). `contract/errors.ts` spreads them into the one catalogue;
 * add an area's codes under its line, each with its English and Nepali text.
 */
export const portalErrorCatalogue = {
  // Schedule and hospitals (issue 16)
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  // Doctor dashboard (issue 16)
  // Medicine orders (issue 17)
  // Emergency (issue 17)
  // Patient profile and notifications (issue 17)
  // Patient dashboard, history paper and doctor ratings (issue 17)
} as const satisfies Record<string, { en: string; ne: string }>;
