import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ne from '@lib/i18n/locales/ne.json';
import { codeText } from './code-text';

const en = createIntl({ locale: 'en', messages: {} });
const np = createIntl({ locale: 'ne', messages: ne, onError: () => undefined });

describe('codeText', () => {
  it("gives a validation code the catalogue's text in the reader's language", () => {
    expect(codeText(en, 'EMAIL_INVALID')).toBe('Please enter a valid email address');
    expect(codeText(np, 'EMAIL_INVALID')).toBe('कृपया मान्य इमेल ठेगाना लेख्नुहोस्');
    expect(
      codeText(en, 'EMAIL_INVALID', { EMAIL_INVALID: { id: 't.email', defaultMessage: 'Mine' } }),
    ).toBe('Mine');
  });
});
