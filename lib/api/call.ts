import type { z } from 'zod';
import type { endpoints } from '@contract/endpoints';
import type { PathParams } from '@contract/paths';
import type * as RouteModule from '@contract/routes';
import type { RouteName } from '@contract/routes';
import type { RequestOptions } from './client';

type Endpoints = typeof endpoints;

/** The `data` of an endpoint's success answer, as its response schema parses it. */
export type CallResult<N extends RouteName> = Endpoints[N] extends {
  response: infer S extends z.ZodType;
}
  ? z.output<S> extends { data: infer D }
    ? D
    : never
  : unknown;

type ParamsArg<N extends RouteName> = keyof PathParams<Endpoints[N]['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<Endpoints[N]['path']> };

type BodyArg<N extends RouteName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : Endpoints[N] extends { multipart: object }
    ? { body: FormData }
    : { body?: undefined };

type QueryArg<N extends RouteName> = Endpoints[N] extends { query: infer Q extends z.ZodType }
  ? { query?: Partial<z.input<Q>> }
  : { query?: undefined };

/** What a call of endpoint `N` takes: its path parameters, body and query, typed by the contract. */
export type CallArgs<N extends RouteName> = ParamsArg<N> &
  BodyArg<N> &
  QueryArg<N> &
  Pick<RequestOptions, 'signal' | 'timeoutMs' | 'headers' | 'refreshOn401'> & {
    /**
     * Send the bearer token. By default only to endpoints that are not open to anyone;
     * an open endpoint that answers a member differently (the feed's own likes) asks for it.
     */
    auth?: boolean;
  };

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** The arguments after the name: optional when the endpoint needs none. */
export type CallRest<N extends RouteName> =
  RequiredKeys<CallArgs<N>> extends never ? [args?: CallArgs<N>] : [args: CallArgs<N>];

type Request = <T>(path: string, opts: RequestOptions<T>) => Promise<T>;

/**
 * Response schemas come with the contract's endpoint table, loaded on first use and in
 * parallel with the request: the first page load carries neither zod nor the schemas.
 */
let table: Promise<Endpoints> | undefined;
const responseSchema = (name: RouteName) => {
  table ??= import('@contract/endpoints').then((module) => module.endpoints);
  const loading = table.then((all) => (all[name] as { response?: z.ZodType }).response);
  // Awaited only after the answer; a failed load (offline) must not go unhandled before then.
  loading.catch(() => undefined);
  return loading;
};

/** The route table, loaded with the first call: the landing page's first load stays without it. */
let routeTable: Promise<typeof RouteModule> | undefined;
const loadRoutes = () => (routeTable ??= import('@contract/routes'));

/** `call(name, args)`: method, path, auth and response schema come from the contract. */
export function createCall(request: Request) {
  return async function call<N extends RouteName>(
    name: N,
    ...[args]: CallRest<N>
  ): Promise<CallResult<N>> {
    const schema = responseSchema(name);
    const { routes, pathFor } = await loadRoutes();
    const route = routes[name];
    const { params, body, query, auth, ...rest } = (args ?? {}) as CallArgs<RouteName> & {
      params?: Record<string, string>;
      body?: unknown;
      query?: Record<string, string | number | boolean | null | undefined>;
    };
    const path = (pathFor as (n: RouteName, p?: Record<string, string>) => string)(name, params);
    return request<CallResult<N>>(path, {
      ...rest,
      method: route.method,
      body,
      query,
      auth: auth ?? route.access !== 'anyone',
      schema: async () => {
        const loaded = await schema;
        // An endpoint without a response schema (the outbox) answers what it answers.
        return (loaded ?? {
          safeParse: (value: unknown) => ({ success: true, data: value }),
        }) as never;
      },
    });
  };
}

export type Call = ReturnType<typeof createCall>;
