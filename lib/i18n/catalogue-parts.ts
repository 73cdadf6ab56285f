/**
 * How the Nepali catalogue is split into download parts (issue 19, ADR 0045). There is one
 * source, `locales/ne.json`; the build cuts it by message-id prefix into one chunk per part
 * (`scripts/precompile-messages.ts`), so a Nepali visitor downloads the public part first and
 * the rest only when a screen that needs it opens (`app/main.tsx` names the parts per route).
 * The longest matching prefix decides; an id that matches none is public, so a new feature's
 * text always shows (the size budget notices when the public part grows too big).
 */
export const catalogueParts = ['public', 'pages', 'portal', 'care', 'admin'] as const;
export type CataloguePart = (typeof catalogueParts)[number];

const rules: Record<string, Exclude<CataloguePart, 'public'>> = {
  // About, contact, help, FAQ and the policies: their own routes only.
  info: 'pages',
  legal: 'pages',
  // The signed-in portals, what every portal shows and the patient's tabs.
  portalShell: 'portal',
  notifications: 'portal',
  appointments: 'portal',
  prescriptions: 'portal',
  records: 'portal',
  patientProfile: 'portal',
  orders: 'portal',
  // The doctor's workspace and care between doctors.
  patients: 'care',
  schedule: 'care',
  doctorDashboard: 'care',
  verification: 'care',
  referrals: 'care',
  // The administrator's console.
  admin: 'admin',
};
// The cookie consent dialog can open on any page, the landing page included.
const publicRules = ['legal.consentDialog'];

/** The part a message id belongs to. */
export function cataloguePartOf(id: string): CataloguePart {
  if (publicRules.some((prefix) => id === prefix || id.startsWith(`${prefix}.`))) return 'public';
  return rules[id.split('.')[0]!] ?? 'public';
}
