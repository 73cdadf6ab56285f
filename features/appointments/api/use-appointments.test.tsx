// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appointmentListResponse,
  appointmentStatuses,
  doctorTransitions,
  patientCancellable,
  prescriptionListResponse,
  type Appointment,
} from '@contract/appointments';
import { createApiClient, isApiError, memoryStorage } from '@lib/api';
import { RealtimeProvider } from '@lib/realtime';
import { SessionProvider } from '@lib/session';
import * as fixtures from '@mocks/fixtures/appointments';
import {
  appointmentsHandlers,
  appointmentsStore,
  changeAppointmentStatus,
  resetAppointmentsStore,
} from '@mocks/handlers/appointments';
import { useAppointmentActions, useAppointments, type AppointmentActions } from '.';

type AnyListener = (event: string, ...args: unknown[]) => void;
const sockets = vi.hoisted(() => [] as Array<{ listeners: Set<AnyListener> }>);
vi.mock('socket.io-client', () => ({
  io: () => {
    const listeners = new Set<AnyListener>();
    sockets.push({ listeners });
    return {
      onAny: (l: AnyListener) => listeners.add(l),
      offAny: (l: AnyListener) => listeners.delete(l),
      disconnect: () => listeners.clear(),
    };
  },
}));

// Tell React this is a test environment, so act() flushes updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sockets.length = 0;
  resetAppointmentsStore();
  server.use(...appointmentsHandlers());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** What the server sends on the doctor's socket. */
const emit = (event: string, payload: unknown) =>
  act(() => sockets.at(-1)!.listeners.forEach((listener) => listener(event, payload)));

function Wrapper({ children }: { children: ReactNode }) {
  const client = createApiClient({ storage: memoryStorage({ token: 'demo-access-doctor' }) });
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider
        client={client}
        session={{
          status: 'signed-in',
          user: { id: fixtures.doctor._id, name: fixtures.doctor.fullName, role: 'doctor' },
        }}
      >
        <RealtimeProvider>{children}</RealtimeProvider>
      </SessionProvider>
    </SWRConfig>
  );
}

function List() {
  const { appointments } = useAppointments();
  return (
    <ul>
      {appointments?.map((a) => (
        <li key={a._id}>{`${a.patientName}: ${a.status}`}</li>
      ))}
    </ul>
  );
}

const newRequest: Appointment = fixtures.makeAppointment({
  _id: fixtures.appointmentId(42),
  patientName: 'Laxmi Bhandari',
  reason: 'Chest pain at rest',
  date: fixtures.addDays(fixtures.today, 2),
  start: '11:30',
});

describe('useAppointments, live', () => {
  it('shows a new request when appointment_booked arrives, without a reload', async () => {
    render(<List />, { wrapper: Wrapper });
    expect(await screen.findByText('Hari Prasad Adhikari: requested')).toBeTruthy();
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(screen.queryByText(/Laxmi Bhandari/)).toBeNull();

    appointmentsStore.add(newRequest);
    await emit('appointment_booked', { appointment: newRequest });
    expect(await screen.findByText('Laxmi Bhandari: requested')).toBeTruthy();
  });

  it('puts a changed appointment in place when appointment_updated arrives', async () => {
    render(<List />, { wrapper: Wrapper });
    expect(await screen.findByText('Ramesh Karki: confirmed')).toBeTruthy();
    await waitFor(() => expect(sockets).toHaveLength(1));

    const cancelled = appointmentsStore.update(fixtures.confirmed._id, {
      status: 'cancelled',
      cancelReason: 'patient',
    });
    await emit('appointment_updated', { appointment: cancelled });
    expect(await screen.findByText('Ramesh Karki: cancelled')).toBeTruthy();
  });
});

describe('useAppointmentActions', () => {
  const holder: { actions?: AppointmentActions } = {};
  function Actions() {
    const actions = useAppointmentActions();
    useEffect(() => {
      holder.actions = actions;
    });
    return <List />;
  }

  it('accepts, and every cached list shows the confirmed appointment', async () => {
    render(<Actions />, { wrapper: Wrapper });
    await screen.findByText('Hari Prasad Adhikari: requested');
    let accepted: Appointment | undefined;
    await act(async () => {
      accepted = await holder.actions!.accept.trigger(fixtures.requested._id);
    });
    expect(accepted?.status).toBe('confirmed');
    expect(screen.getByText('Hari Prasad Adhikari: confirmed')).toBeTruthy();
  });

  it('rejects an illegal transition with the 409 ILLEGAL_TRANSITION error', async () => {
    render(<Actions />, { wrapper: Wrapper });
    await screen.findByText('Prakash Gurung: cancelled');
    const error = await holder
      .actions!.start.trigger(fixtures.declined._id)
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code, error.message]).toEqual([
      409,
      'ILLEGAL_TRANSITION',
      'An appointment that is cancelled cannot become in-progress.',
    ]);
  });
});

describe('appointments mock', () => {
  it('answers with fixtures the contract accepts', () => {
    expect(
      appointmentListResponse.safeParse({
        success: true,
        data: { appointments: fixtures.appointments },
      }).error?.issues ?? [],
    ).toEqual([]);
    expect(
      prescriptionListResponse.safeParse({
        success: true,
        data: { prescriptions: fixtures.prescriptions },
      }).error?.issues ?? [],
    ).toEqual([]);
    // Every status is in the fixtures.
    expect(new Set(fixtures.appointments.map((a) => a.status))).toEqual(
      new Set(appointmentStatuses),
    );
  });

  const put = (id: string, status: string) =>
    fetch(`http://localhost/api/appointments/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    });

  it.each(appointmentStatuses)('enforces the doctor transitions from %s', async (from) => {
    for (const to of appointmentStatuses) {
      resetAppointmentsStore({
        appointments: [{ ...fixtures.requested, status: from }],
      });
      const response = await put(fixtures.requested._id, to);
      expect([to, response.status]).toEqual([to, doctorTransitions[from].includes(to) ? 200 : 409]);
    }
  });

  it('lets a patient cancel only a requested or confirmed appointment', async () => {
    server.use(changeAppointmentStatus.success({ as: 'patient' }));
    for (const from of appointmentStatuses) {
      resetAppointmentsStore({ appointments: [{ ...fixtures.requested, status: from }] });
      const response = await put(fixtures.requested._id, 'cancelled');
      expect([from, response.status]).toEqual([
        from,
        patientCancellable.includes(from) ? 200 : 409,
      ]);
    }
  });
});
