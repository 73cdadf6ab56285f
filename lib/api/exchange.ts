import { ApiError } from './api-error';
import type { RequestOptions } from './client';
import { clientMessages } from './messages';
import { storageKeys, type safeStorage } from './storage';

export type Query = Record<string, string | number | boolean | null | undefined>;

/** The fetch under every call: URL, headers, language, JSON or multipart body, time-out. */
export function createExchange({
  baseUrl,
  timeoutMs,
  store,
  fetch: ownFetch,
}: {
  baseUrl: string;
  timeoutMs: number;
  store: ReturnType<typeof safeStorage>;
  fetch?: typeof globalThis.fetch;
}) {
  function urlFor(path: string, query?: Query) {
    const origin = globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`, origin);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null && value !== '')
        url.searchParams.set(key, String(value));
    return url.href;
  }

  function language() {
    return store.get(storageKeys.language) === 'ne' ? 'ne' : 'en';
  }

  /** One fetch, with headers, time-out and the answer read; failures become `ApiError`s. */
  async function exchange<R>(
    path: string,
    opts: RequestOptions<unknown>,
    token: string | null,
    read: (response: Response) => Promise<R>,
  ): Promise<{ response: Response; result: R }> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language(),
      ...opts.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      // Only with a body: Fastify refuses an empty body that claims to be JSON.
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? timeoutMs);
    const forwardAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) forwardAbort();
    opts.signal?.addEventListener('abort', forwardAbort);

    try {
      // Looked up per call: a test may replace the global fetch after the client is made.
      const response = await (ownFetch ?? globalThis.fetch)(urlFor(path, opts.query), {
        method: opts.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      return { response, result: await read(response) };
    } catch (error) {
      if (timedOut)
        throw new ApiError({
          status: 0,
          code: 'TIMEOUT',
          message: clientMessages.TIMEOUT,
          cause: error,
        });
      // The caller cancelled (a component unmounted): let its own reason through.
      if (opts.signal?.aborted) throw opts.signal.reason ?? error;
      // A change made offline is not queued: the person is told it was not sent (ADR 0046).
      if (globalThis.navigator?.onLine === false && (opts.method ?? 'GET') !== 'GET')
        throw new ApiError({
          status: 0,
          code: 'OFFLINE',
          message: clientMessages.OFFLINE,
          cause: error,
        });
      throw new ApiError({
        status: 0,
        code: 'NETWORK',
        message: clientMessages.NETWORK,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return exchange;
}
