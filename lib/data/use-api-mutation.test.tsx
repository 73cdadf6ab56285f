// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, memoryStorage } from '@lib/api';
import { SessionProvider } from '@lib/session';
import { server } from '@mocks/node';
import { api, fail, ok } from '@mocks/respond';
import { useApiMutation, useApiQuery } from '.';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The unread count as the list shows it, and a button that marks one read. */
function Inbox() {
  const list = useApiQuery('notifications', {});
  const read = useApiMutation('readNotification', { revalidates: ['notifications'] });
  return (
    <>
      <output>{list.data ? `unread ${list.data.unreadCount}` : 'loading'}</output>
      <button onClick={() => read.trigger({ params: { id: 'n1' } }).catch(() => undefined)}>
        {read.isMutating ? 'marking' : 'mark read'}
      </button>
      {read.error ? <p role="alert">{(read.error as Error).message}</p> : null}
    </>
  );
}

function renderInbox() {
  const client = createApiClient({
    storage: memoryStorage({
      token: 't1',
      user: JSON.stringify({ id: 'p1', _id: 'p1', name: 'Sita', role: 'patient' }),
    }),
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider client={client} session={{ status: 'anonymous' }}>
        <Inbox />
      </SessionProvider>
    </SWRConfig>,
  );
}

describe('useApiMutation', () => {
  it('calls the endpoint, is busy meanwhile, and fetches again what it made stale', async () => {
    let unread = 2;
    let release: () => void = () => undefined;
    server.use(
      http.get(api('/notifications'), () => ok({ notifications: [], unreadCount: unread })),
      http.post(api('/notifications/:id/read'), async ({ params }) => {
        expect(params.id).toBe('n1');
        await new Promise<void>((resolve) => (release = resolve));
        unread -= 1;
        return ok({ unreadCount: unread });
      }),
    );
    renderInbox();
    await screen.findByText('unread 2');
    fireEvent.click(screen.getByRole('button'));
    await screen.findByText('marking');
    release();
    await screen.findByText('unread 1');
    expect(screen.getByRole('button')).toHaveProperty('textContent', 'mark read');
  });

  it('keeps the failure as its error and leaves the list as it was', async () => {
    server.use(
      http.get(api('/notifications'), () => ok({ notifications: [], unreadCount: 2 })),
      http.post(api('/notifications/:id/read'), () =>
        fail(404, 'The requested resource was not found.', 'NOT_FOUND'),
      ),
    );
    renderInbox();
    await screen.findByText('unread 2');
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The requested resource was not found.'),
    );
    expect(screen.getByText('unread 2')).toBeTruthy();
  });
});
