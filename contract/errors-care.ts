/**
 * The error catalogue's codes of medical records and prescriptions (issue 15): records and
 * their files, the prescription lists and the patient's own uploads, the PDF and its public
 * verification, the doctor's patients. `contract/errors.ts` spreads them into the one
 * catalogue; add an area's codes under its line.
 */
export const careErrorCatalogue = {
  // issue 15 · records: entries below
  // issue 15 · prescriptions: entries below
  // issue 15 · rx-verify: entries below
  // issue 15 · patients: entries below
} as const satisfies Record<string, { en: string; ne: string }>;
