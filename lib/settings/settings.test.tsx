// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, memoryStorage } from '@lib/api';
import { publicSettings } from '@mocks/fixtures/system';
import { server } from '@mocks/node';
import { api, fail, ok } from '@mocks/respond';
import { SessionProvider } from '@lib/session';
import { usePublicSettings } from '.';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function Probe({ label }: { label: string }) {
  const { settings } = usePublicSettings();
  return (
    <output aria-label={label}>
      {settings === undefined ? 'unknown' : String(settings.maintenanceMode)}
    </output>
  );
}

const answering = (maintenanceMode: () => boolean, calls: { n: number }) =>
  http.get(api('/settings/public'), () => {
    calls.n += 1;
    return ok({ ...publicSettings, maintenanceMode: maintenanceMode() });
  });

function renderWithClient(children: React.ReactNode) {
  const client = createApiClient({ storage: memoryStorage() });
  return render(
    <SessionProvider client={client} session={{ status: 'anonymous' }}>
      {children}
    </SessionProvider>,
  );
}

describe('usePublicSettings', () => {
  it('asks once for every component on the page', async () => {
    const calls = { n: 0 };
    server.use(answering(() => true, calls));
    renderWithClient(
      <>
        <Probe label="first" />
        <Probe label="second" />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('first').textContent).toBe('true'));
    expect(screen.getByLabelText('second').textContent).toBe('true');
    expect(calls.n).toBe(1);
  });

  it('stays unknown when the call fails, so the app behaves as usual', async () => {
    const calls = { n: 0 };
    server.use(
      http.get(api('/settings/public'), () => {
        calls.n += 1;
        return fail(500, 'Something went wrong', 'INTERNAL');
      }),
    );
    renderWithClient(<Probe label="settings" />);
    await waitFor(() => expect(calls.n).toBe(1));
    expect(screen.getByLabelText('settings').textContent).toBe('unknown');
  });

  it('asks again every minute, so maintenance reaches an open page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let on = false;
    const calls = { n: 0 };
    server.use(answering(() => on, calls));
    renderWithClient(<Probe label="settings" />);
    await waitFor(() => expect(screen.getByLabelText('settings').textContent).toBe('false'));
    on = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(screen.getByLabelText('settings').textContent).toBe('true'));
    expect(calls.n).toBe(2);
  });
});
