import { http } from 'msw';
import { contactMessage, type ContactMessage } from '@contract/entities';
import { endpoints } from '@contract/endpoints';
import { errorCatalogue, errorText, type ErrorCode } from '@contract/errors';
import type { ContactResponse } from '@contract/system';
import { api, fail, failures, languageOf, ok, refuse } from '../respond';

const path = endpoints.sendContact.path;

/** The stored message's id the success scenario answers with. */
export const sentMessage: ContactResponse['data'] = { id: 'msg-2026-0001' };

export const sendContact = {
  /**
   * Stores the message as the server does: the body is checked with the contract (a bad
   * one answers 400 VALIDATION naming the field) and `onReceive` sees what was sent.
   */
  success: (onReceive?: (message: ContactMessage) => void) =>
    http.post(api(path), async ({ request }) => {
      const parsed = contactMessage.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
        const code = issue && issue.message in errorCatalogue ? issue.message : 'VALIDATION';
        return fail(400, errorText(code as ErrorCode, languageOf(request)), 'VALIDATION', field);
      }
      onReceive?.(parsed.data);
      return ok(sentMessage);
    }),
  /** The server refuses the email (its own checks may be stricter than the form's). */
  validation: () =>
    http.post(api(path), ({ request }) =>
      fail(400, errorText('EMAIL_INVALID', languageOf(request)), 'VALIDATION', 'email'),
    ),
  /** Too many messages from this address in a short time. */
  rateLimited: () => http.post(api(path), ({ request }) => refuse(request, 429, 'RATE_LIMITED')),
  ...failures('post', path),
};
