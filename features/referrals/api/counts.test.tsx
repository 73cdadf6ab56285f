// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { careEventNames } from '@contract/care-counts';
import { createApiClient, memoryStorage } from '@lib/api';
import { createRealtimeHub, RealtimeProvider } from '@lib/realtime';
import { SessionProvider } from '@lib/session';
import { careCounts, careCountsStore } from '@mocks/handlers/care-counts';
import { useDoctorCareCounts } from './counts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  careCountsStore.reset();
  server.use(careCounts.success());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

let hub = createRealtimeHub();
function Wrapper({ children }: { children: ReactNode }) {
  const client = createApiClient({ storage: memoryStorage({ token: 'demo-access-doctor' }) });
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider
        client={client}
        session={{ status: 'signed-in', user: { id: 'd1', name: 'Aarati', role: 'doctor' } }}
      >
        <RealtimeProvider hub={hub}>{children}</RealtimeProvider>
      </SessionProvider>
    </SWRConfig>
  );
}

function Badges({ enabled = true }: { enabled?: boolean }) {
  const badges = useDoctorCareCounts(enabled);
  return (
    <p>
      {badges
        ? `referrals ${badges.referrals}, consultations ${badges.consultations}, requests ${badges.requests}`
        : 'none yet'}
    </p>
  );
}

describe('useDoctorCareCounts', () => {
  beforeEach(() => {
    hub = createRealtimeHub();
  });

  it('shows the badges by tab, and fetches them again on every care event of 001 §7', async () => {
    render(<Badges />, { wrapper: Wrapper });
    expect(await screen.findByText('referrals 2, consultations 1, requests 3')).toBeTruthy();
    let referrals = 2;
    for (const event of careEventNames) {
      referrals += 1;
      careCountsStore.set({ referralsPending: referrals });
      act(() => hub.receive(event, { id: 'x', status: 'pending' }));
      expect(
        await screen.findByText(`referrals ${referrals}, consultations 1, requests 3`),
      ).toBeTruthy();
    }
  });

  it('does not change on events that are not about care', async () => {
    render(<Badges />, { wrapper: Wrapper });
    await screen.findByText('referrals 2, consultations 1, requests 3');
    careCountsStore.set({ requestsNew: 9 });
    act(() => hub.receive('post_liked', { postId: 'p1', likesCount: 4 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('referrals 2, consultations 1, requests 3')).toBeTruthy();
  });

  it('asks nothing when the reader is not a doctor', async () => {
    server.use(careCounts.forbidden());
    render(<Badges enabled={false} />, { wrapper: Wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('none yet')).toBeTruthy();
  });
});
