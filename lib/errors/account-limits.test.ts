import { http } from 'msw';
import { createIntl } from 'react-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorText as catalogueText } from '@contract/errors';
import ne from '@lib/i18n/locales/ne.json';
import { server } from '@mocks/node';
import { api, refuse } from '@mocks/respond';
import { createApiClient, memoryStorage } from '@lib/api';
import { errorText } from './error-text';

/**
 * The server's per-account limits (issue 13 §5) carry codes the client has no wording
 * of its own for: a screen shows the server's text, which it wrote in the reader's
 * language, not a generic failure.
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const intlOf = {
  en: createIntl({ locale: 'en', messages: {} }),
  ne: createIntl({ locale: 'ne', messages: ne, onError: () => undefined }),
};
// What the feed's screens pass: their own words for connection and server failures only.
const feedLike = {
  connection: { id: 'test.connection', defaultMessage: 'Could not reach the server' },
  serverError: { id: 'test.server', defaultMessage: 'Something went wrong' },
  fallback: { id: 'test.fallback', defaultMessage: 'Something went wrong' },
};

describe.each(['en', 'ne'] as const)('a 429 per-account limit, read in %s', (language) => {
  const client = () => createApiClient({ storage: memoryStorage({ token: 'access-1', language }) });

  it('shows the server’s text for a comment refused by the limit', async () => {
    server.use(
      http.post(api('/feed/:id/comments'), ({ request }) =>
        refuse(request, 429, 'COMMENTS_LIMITED', undefined, { minutes: 1 }),
      ),
    );
    const failure = await client()
      .call('addComment', { params: { id: 'p1' }, body: { content: 'Thank you' } })
      .catch((error: unknown) => error);
    const expected = catalogueText('COMMENTS_LIMITED', language, { minutes: 1 });
    expect(errorText(intlOf[language], failure)).toBe(expected);
    expect(errorText(intlOf[language], failure, feedLike)).toBe(expected);
  });

  it('shows the server’s text for a like refused by the limit', async () => {
    server.use(
      http.post(api('/feed/:id/like'), ({ request }) =>
        refuse(request, 429, 'LIKES_LIMITED', undefined, { minutes: 1 }),
      ),
    );
    const failure = await client()
      .call('likePost', { params: { id: 'p1' } })
      .catch((error: unknown) => error);
    expect(errorText(intlOf[language], failure, feedLike)).toBe(
      catalogueText('LIKES_LIMITED', language, { minutes: 1 }),
    );
  });
});
