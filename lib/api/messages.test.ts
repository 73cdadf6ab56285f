import { describe, expect, test } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { clientMessages } from './messages';

describe('client messages', () => {
  test('say what the contract catalogue says for the same situations', () => {
    expect(clientMessages.SESSION_EXPIRED).toBe(errorCatalogue.SESSION_EXPIRED.en);
    expect(clientMessages.UNAUTHORIZED).toBe(errorCatalogue.UNAUTHORIZED.en);
    expect(clientMessages.INVALID_RESPONSE).toBe(errorCatalogue.INTERNAL.en);
  });

  test('use the catalogue texts of 000 §8 for time-out, network and connection failures', () => {
    expect(clientMessages.TIMEOUT).toBe('Connection timeout. Please try again.');
    expect(clientMessages.NETWORK).toBe('Network error. Please check your connection.');
    expect(clientMessages.SERVER_CONNECTION).toBe('Server connection error');
  });
});
