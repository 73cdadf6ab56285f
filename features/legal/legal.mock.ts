/**
 * What the legal documents' story files share (and the legal pages' stories in app/):
 * each document's section headings, in order, and the check that a document shows them.
 */
import { expect, within } from 'storybook/test';

/** The Privacy Policy's sections (000 §2), in order. */
export const privacySections = [
  'Information we collect',
  'How we use your information',
  'Your consent',
  'When we share information',
  'How we protect your information',
  'How long we keep information',
  'Your rights',
  'Children',
  'Research',
  'Cookies and browser storage',
  'Changes to this policy',
  'Contact us',
];

/** The Terms of Service's sections (000 §2), in order. */
export const termsSections = [
  'Acceptance of terms',
  'Services overview',
  'User obligations',
  'Limitation of liability',
  'Intellectual property',
  'Account termination',
  'Governing law',
  'Contact',
];

/** The Cookie Policy's sections, in order. */
export const cookieSections = [
  'What cookies are',
  'What we use',
  'What we do not use',
  'Managing cookies',
  'Changes to this policy',
  'Contact us',
];

/** Each section heading, in order, after the contents' "On this page", shown with its number. */
export async function expectSections(canvasElement: HTMLElement, names: string[]) {
  const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
  await expect(headings).toHaveLength(names.length + 1);
  await expect(headings[0]).toHaveAccessibleName('On this page');
  for (const [index, name] of names.entries()) {
    await expect(headings[index + 1]).toHaveAccessibleName(name);
    await expect(headings[index + 1]).toHaveTextContent(`${index + 1}${name}`);
  }
}
