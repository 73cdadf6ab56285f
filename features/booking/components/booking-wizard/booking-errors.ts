import { isApiError } from '@lib/api';
import { type ErrorOverrides } from '@lib/errors';
import { messages } from './messages';

/**
 * The wizard's wording of a refused or failed request (002 §5, §8). The server's refusals
 * carry their own text, already in the patient's language; a missing session, a crash on
 * the server and a lost connection have the catalogue's fixed wording.
 */
export const bookingErrorText: ErrorOverrides = {
  LOGIN_TO_BOOK: messages.loginToBook,
  UNAUTHORIZED: messages.loginToBook,
  SESSION_EXPIRED: messages.loginToBook,
  connection: messages.connectionFailed,
  serverError: messages.submitFailed,
  HTTP_ERROR: messages.submitFailed,
  INVALID_RESPONSE: messages.submitFailed,
  fallback: messages.submitFailed,
  // The details' own rule, worded as the form words it when it finds it first.
  PHONE_INVALID: messages.phoneInvalid,
};

/** What the patient can do about a failure besides trying again. */
export type FailureAction = 'login' | 'verify' | undefined;

export const failureAction = (error: unknown): FailureAction => {
  if (!isApiError(error)) return undefined;
  if (error.status === 401) return 'login';
  return error.code === 'PATIENT_NOT_VERIFIED' ? 'verify' : undefined;
};

/** The slot is gone (taken meanwhile, or no longer offered): back to the times. */
export const isSlotGone = (error: unknown) =>
  isApiError(error) && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_NOT_OFFERED');
