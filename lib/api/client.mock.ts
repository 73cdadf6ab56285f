import { expect } from 'vitest';
import * as fixtures from '@mocks/fixtures/auth';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './client';
import { memoryStorage, type KeyValueStorage } from './storage';

export const signedInAs = fixtures.users.doctor;
export const oldToken = 'expired-access-token';

/** A client on a fresh storage, holding `token` (and its user) when given. */
export function setup({
  token,
  language,
  ...options
}: ApiClientOptions & { token?: string; language?: string } = {}) {
  const storage: KeyValueStorage = memoryStorage({
    ...(token ? { token, user: JSON.stringify(signedInAs) } : {}),
    ...(language ? { language } : {}),
  });
  return { client: createApiClient({ storage, ...options }), storage };
}

/** Counts the requests a handler answers. */
export function counted(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  return {
    requests,
    answer: ({ request }: { request: Request }) => {
      requests.push(request.clone());
      return handler(request);
    },
  };
}

export async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
