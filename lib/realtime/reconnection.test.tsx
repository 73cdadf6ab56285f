// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, memoryStorage } from '@lib/api';
import { SessionProvider } from '@lib/session';
import { isLiveRead, RealtimeProvider } from '.';

type FakeSocket = { connect: Set<() => void>; connected: boolean };
const sockets = vi.hoisted(() => [] as FakeSocket[]);
const io = vi.hoisted(() =>
  vi.fn((_url?: string, _options?: Record<string, unknown>) => {
    const socket = {
      connect: new Set<() => void>(),
      connected: false,
      onAny: () => {},
      offAny: () => {},
      on: (event: string, l: () => void) => event === 'connect' && socket.connect.add(l),
      off: (event: string, l: () => void) => event === 'connect' && socket.connect.delete(l),
      emit: () => {},
      disconnect: () => {},
    };
    sockets.push(socket);
    return socket;
  }),
);
vi.mock('socket.io-client', () => ({ io }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  io.mockClear();
  sockets.length = 0;
});
afterEach(cleanup);

/** The socket (re)connects, as socket.io reports it. */
const connect = () =>
  act(() => {
    const socket = sockets.at(-1)!;
    socket.connected = true;
    socket.connect.forEach((l) => l());
  });

const fetched: Record<string, number> = {};
function Read({ name }: { name: string }) {
  useSWR([name, {}], () => {
    fetched[name] = (fetched[name] ?? 0) + 1;
    return fetched[name];
  });
  return null;
}

function Screen() {
  const client = createApiClient({ storage: memoryStorage({ token: 'access-1' }) });
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider
        client={client}
        session={{ status: 'signed-in', user: { id: 'd1', name: 'Aarati', role: 'doctor' } }}
      >
        <RealtimeProvider>
          <Read name="referrals" />
          <Read name="consultationMessages" />
          <Read name="careCounts" />
          <Read name="notifications" />
          <Read name="doctors" />
        </RealtimeProvider>
      </SessionProvider>
    </SWRConfig>
  );
}

describe('reconnection (001 §7)', () => {
  it('asks socket.io to retry after 1 s growing to 5 s, randomised by half, 20 s per attempt, without limit', async () => {
    render(<Screen />);
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    expect(io.mock.calls[0]?.[1]).toMatchObject({
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
      reconnectionAttempts: Infinity,
    });
  });

  it('fetches again what the screen shows of the live areas on every reconnect, not on the first connect', async () => {
    for (const key of Object.keys(fetched)) delete fetched[key];
    render(<Screen />);
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(fetched.doctors).toBe(1));

    await connect();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(fetched).toEqual({
      referrals: 1,
      consultationMessages: 1,
      careCounts: 1,
      notifications: 1,
      doctors: 1,
    });

    await connect();
    await waitFor(() =>
      expect(fetched).toEqual({
        referrals: 2,
        consultationMessages: 2,
        careCounts: 2,
        notifications: 2,
        doctors: 1,
      }),
    );
    await connect();
    await waitFor(() => expect(fetched.careCounts).toBe(3));
    expect(fetched.doctors).toBe(1);
  });
});

describe('isLiveRead', () => {
  it('knows the reads of the care areas, notifications and appointments, and leaves the rest', () => {
    for (const name of [
      'referrals',
      'transfers',
      'transfer',
      'consultations',
      'consultationMessages',
      'doctorRequests',
      'letters',
      'careCounts',
      'notifications',
      'notificationUnreadCount',
      'appointments',
      'doctorDashboard',
      'doctorPatients',
    ])
      expect(isLiveRead([name, {}]), name).toBe(true);
    for (const key of [
      ['doctors', {}],
      ['publicSettings', {}],
      ['mutation', 'x'],
      'referrals',
      null,
    ])
      expect(isLiveRead(key), String(key)).toBe(false);
  });
});
