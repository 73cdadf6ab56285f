import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requested } from '@mocks/fixtures/appointments';
import { server } from '@mocks/node';
import { api, ok } from '@mocks/respond';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { memoryStorage } from './storage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = () =>
  createApiClient({
    storage: memoryStorage({
      token: 'access-1',
      user: JSON.stringify({ id: 'd1', _id: 'd1', name: 'Dr. Sita', role: 'doctor' }),
    }),
  });

describe('call by endpoint name', () => {
  it('takes method and path from the contract, fills and encodes the path parameters, and sends the body', async () => {
    const seen: Request[] = [];
    server.use(
      http.put(api('/appointments/:id'), ({ request }) => {
        seen.push(request.clone());
        return ok({ appointment: { ...requested, status: 'confirmed' } });
      }),
    );
    const result = await signedIn().call('changeAppointmentStatus', {
      params: { id: 'a/1' },
      body: { status: 'confirmed' },
    });
    expect(result.appointment.status).toBe('confirmed');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/appointments/a%2F1');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer access-1');
    expect(await seen[0]!.json()).toEqual({ status: 'confirmed' });
  });

  it('sends no token to an endpoint open to anyone unless asked, and passes the query', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(api('/doctors/:id/slots'), ({ request }) => {
        seen.push(request.clone());
        return ok({ date: '2026-11-24', day: 'Tuesday', slots: [] });
      }),
    );
    const client = signedIn();
    await client.call('doctorSlots', { params: { id: 'd7' }, query: { date: '2026-11-24' } });
    await client.call('doctorSlots', {
      params: { id: 'd7' },
      query: { date: '2026-11-24' },
      auth: true,
    });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(new URL(seen[0]!.url).searchParams.get('date')).toBe('2026-11-24');
    expect(seen[1]!.headers.get('authorization')).toBe('Bearer access-1');
  });

  it("refuses an answer that does not match the endpoint's response schema", async () => {
    server.use(http.get(api('/appointments/:id'), () => ok({ appointment: { id: 3 } })));
    const failure = await signedIn()
      .call('appointment', { params: { id: 'x' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('INVALID_RESPONSE');
  });
});
