import type { IntlShape } from 'react-intl';
import { isApiError } from '@lib/api';
import { failureMessages } from './messages';

/**
 * What a failed feed call says (000 §8): the client's own failures in the reader's
 * language, otherwise the server's message, which it already wrote in that language.
 */
export function failureText(intl: IntlShape, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'TIMEOUT') return intl.formatMessage(failureMessages.timeout);
    if (error.code === 'NETWORK' || error.code === 'SERVER_CONNECTION')
      return intl.formatMessage(failureMessages.network);
    if (error.status > 0 && error.status < 500 && error.message) return error.message;
  }
  return intl.formatMessage(failureMessages.generic);
}
