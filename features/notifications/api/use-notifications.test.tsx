// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { createApiClient, memoryStorage } from '@lib/api';
import { SessionProvider } from '@lib/session';
import { localise, patientInbox } from '@mocks/fixtures/notifications';
import { server } from '@mocks/node';
import { api, ok } from '@mocks/respond';
import { useNotificationActions, useNotifications } from '.';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The Unread list, shown on demand, and Mark all as read. */
function Inbox() {
  const [showUnread, setShowUnread] = useState(false);
  const { markAllRead } = useNotificationActions();
  return (
    <>
      <button onClick={() => setShowUnread(true)}>show unread</button>
      <button onClick={() => void markAllRead()}>mark all</button>
      {showUnread ? <UnreadList /> : null}
    </>
  );
}

function UnreadList() {
  const { notifications } = useNotifications('unread', 50);
  return <output>{notifications ? `${notifications.length} unread shown` : 'loading'}</output>;
}

function renderInbox() {
  const client = createApiClient({
    storage: memoryStorage({
      token: 't1',
      user: JSON.stringify({ id: 'p1', _id: 'p1', name: 'Sita', role: 'patient' }),
    }),
  });
  render(
    <IntlProvider locale="en">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SessionProvider client={client} session={{ status: 'anonymous' }}>
          <Inbox />
        </SessionProvider>
      </SWRConfig>
    </IntlProvider>,
  );
}

describe('useNotificationActions', () => {
  it('shows a list that was still loading when Mark all as read answered, instead of loading for ever', async () => {
    let read = false;
    let releaseFirst: () => void = () => undefined;
    let calls = 0;
    const unread = () =>
      read
        ? []
        : patientInbox()
            .filter((n) => !n.isRead)
            .map((n) => localise(n, 'en'));
    server.use(
      http.get(api('/notifications'), async () => {
        calls += 1;
        // The first answer is slow: Mark all as read is answered while it is on its way.
        if (calls === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
        const notifications = unread();
        return ok({ notifications, unreadCount: notifications.length });
      }),
      http.post(api('/notifications/mark-all-read'), () => {
        read = true;
        return ok({ unreadCount: 0 });
      }),
    );
    renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'show unread' }));
    await screen.findByText('loading');
    fireEvent.click(screen.getByRole('button', { name: 'mark all' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseFirst();
    await screen.findByText('0 unread shown');
  });
});
