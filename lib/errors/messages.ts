import { defineMessages } from 'react-intl';

/** The catalogue's texts for failures that carry no server message (000 §8). */
export const errorMessages = /* @__PURE__ */ defineMessages({
  TIMEOUT: { id: 'api.error.timeout', defaultMessage: 'Connection timeout. Please try again.' },
  NETWORK: {
    id: 'api.error.network',
    defaultMessage: 'Network error. Please check your connection.',
  },
  OFFLINE: { id: 'api.error.offline', defaultMessage: 'You are offline: this was not sent.' },
  SERVER_CONNECTION: {
    id: 'api.error.serverConnection',
    defaultMessage: 'Server connection error',
  },
  SESSION_EXPIRED: {
    id: 'api.error.sessionExpired',
    defaultMessage: 'Authentication failed. Please login again.',
  },
  UNAUTHORIZED: { id: 'api.error.unauthorized', defaultMessage: 'Unauthorized' },
  HTTP_ERROR: { id: 'api.error.http', defaultMessage: 'HTTP error! status: {status}' },
  INVALID_RESPONSE: { id: 'api.error.generic', defaultMessage: 'Something went wrong' },
});
