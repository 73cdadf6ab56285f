import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ne from '@lib/i18n/locales/ne.json';
import { loadCatalogue } from './catalogue';
import { codeText } from './code-text';

const en = createIntl({ locale: 'en', messages: {} });
const np = createIntl({ locale: 'ne', messages: ne, onError: () => undefined });
const mine = { EMAIL_INVALID: { id: 't.email', defaultMessage: 'Mine' } };

describe('codeText', () => {
  it("gives a validation code the catalogue's text in the reader's language once it has loaded", async () => {
    // A screen's own wording needs no catalogue; a catalogued code has no text before it.
    expect(codeText(en, 'EMAIL_INVALID', mine)).toBe('Mine');
    expect(codeText(en, 'EMAIL_INVALID')).toBe('');
    await loadCatalogue();
    expect(codeText(en, 'EMAIL_INVALID')).toBe('Please enter a valid email address');
    expect(codeText(np, 'EMAIL_INVALID')).toBe('कृपया मान्य इमेल ठेगाना लेख्नुहोस्');
    expect(codeText(en, 'EMAIL_INVALID', mine)).toBe('Mine');
    // A code the catalogue lacks is shown as it is.
    expect(codeText(en, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
