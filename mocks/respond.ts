import { HttpResponse, delay, http } from 'msw';
import type { Failure } from '@contract/envelope';

/** Paths as the client calls them: everything under `/api`. */
export const api = (path: string) => `*/api${path}`;

export const ok = <T>(data: T, init?: ResponseInit) =>
  HttpResponse.json({ success: true as const, data }, init);

export const fail = (status: number, message: string, code = 'ERROR', field?: string) =>
  HttpResponse.json<Failure>(
    { success: false, message, code, ...(field ? { field } : {}) },
    { status },
  );

/** The shared failure scenarios every endpoint offers. */
export const failures = (method: 'get' | 'post' | 'put' | 'delete' | 'patch', path: string) => ({
  serverError: () => http[method](api(path), () => fail(500, 'Something went wrong', 'INTERNAL')),
  timeout: () =>
    http[method](api(path), async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }),
  offline: () => http[method](api(path), () => HttpResponse.error()),
});
