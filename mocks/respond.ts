import { HttpResponse, delay, http } from 'msw';
import type { Failure } from '@contract/envelope';
import { errorText, type ErrorCode } from '@contract/errors';
import { resetBeforeEachStory } from './stores';

/** Paths as the client calls them: everything under `/api`. */
export const api = (path: string) => `*/api${path}`;

export const ok = <T>(data: T, init?: ResponseInit) =>
  HttpResponse.json({ success: true as const, data }, init);

export const fail = (status: number, message: string, code = 'ERROR', field?: string) =>
  HttpResponse.json<Failure>(
    { success: false, message, code, ...(field ? { field } : {}) },
    { status },
  );

/** The server answers in the caller's language (Accept-Language); English by default. */
export const languageOf = (request: Request): 'en' | 'ne' =>
  request.headers.get('accept-language')?.toLowerCase().startsWith('ne') ? 'ne' : 'en';

/**
 * A catalogue failure in the caller's language, as the server answers: `code`'s text
 * (filled with `values`), naming `field` when one is at fault.
 */
export const refuse = (
  request: Request,
  status: number,
  code: ErrorCode,
  field?: string,
  values: Record<string, string | number> = {},
) => fail(status, errorText(code, languageOf(request), values), code, field);

/** A request's JSON body, or `undefined` when it has none or it does not parse. */
export const readJson = async (request: Request): Promise<unknown> => {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
};

/** The `:id` of a path, as a string. */
export const idOf = (params: Record<string, string | readonly string[] | undefined>) =>
  String(params.id ?? '');

/**
 * The requests of this story that are never answered (a loading state held for ever), by
 * method and address. The story runs' picture waits for every other request to be answered
 * before it is taken (.storybook/in-flight.ts), and knows not to wait for these.
 */
export const unanswered = new Set<string>();
resetBeforeEachStory(() => unanswered.clear());

/** The key `unanswered` holds a request by. */
export const requestKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** A resolver that never answers: the screen stays loading (or the client times out). */
export const hang = async ({ request }: { request: Request }): Promise<never> => {
  unanswered.add(requestKey(request.method, request.url));
  await delay('infinite');
  throw new Error('unreachable');
};

/** The shared failure scenarios every endpoint offers. */
export const failures = (method: 'get' | 'post' | 'put' | 'delete' | 'patch', path: string) => ({
  serverError: () => http[method](api(path), () => fail(500, 'Something went wrong', 'INTERNAL')),
  timeout: () => http[method](api(path), hang),
  offline: () => http[method](api(path), () => HttpResponse.error()),
});
