import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ne from '@lib/i18n/locales/ne.json';
import { ApiError } from '@lib/api';
import { errorText } from './error-text';

const en = createIntl({ locale: 'en', messages: {} });
const np = createIntl({ locale: 'ne', messages: ne, onError: () => undefined });
const failure = (status: number, code: string, message = '') =>
  new ApiError({ status, code, message });
const own = { id: 'test.own', defaultMessage: 'The screen says so ({status})' };

describe('errorText', () => {
  it('words the failures that carry no answer in the reader language', () => {
    expect(errorText(en, failure(0, 'TIMEOUT', 'x'))).toBe('Connection timeout. Please try again.');
    expect(errorText(en, failure(0, 'NETWORK', 'x'))).toBe(
      'Network error. Please check your connection.',
    );
    expect(errorText(np, failure(0, 'TIMEOUT', 'x'))).toBe(
      'जडानको समय सकियो। कृपया फेरि प्रयास गर्नुहोस्।',
    );
    expect(errorText(en, failure(502, 'HTTP_ERROR', 'x'))).toBe('HTTP error! status: 502');
  });

  it("shows the server's message, which it wrote in the reader's language", () => {
    expect(errorText(np, failure(409, 'SLOT_TAKEN', 'यो समय लिइसकिएको छ'))).toBe(
      'यो समय लिइसकिएको छ',
    );
  });

  it('lets a screen word a code, every connection failure, or a server error its own way', () => {
    expect(errorText(en, failure(409, 'SLOT_TAKEN', 'taken'), { SLOT_TAKEN: own })).toBe(
      'The screen says so (409)',
    );
    expect(errorText(en, failure(0, 'TIMEOUT', 'x'), { connection: own })).toBe(
      'The screen says so (0)',
    );
    expect(errorText(en, failure(500, 'INTERNAL', 'Internal'), { serverError: own })).toBe(
      'The screen says so (500)',
    );
    expect(errorText(en, new Error('boom'))).toBe('Something went wrong');
  });

  it('says a change made offline was not sent, even where a screen words connections', () => {
    expect(errorText(en, failure(0, 'OFFLINE', 'x'), { connection: own })).toBe(
      'You are offline: this was not sent.',
    );
    expect(errorText(np, failure(0, 'OFFLINE', 'x'))).not.toBe(
      'You are offline: this was not sent.',
    );
  });
});
