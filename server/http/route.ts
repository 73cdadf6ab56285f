import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import type { PathParams } from '@contract/paths';
import type { Role } from '@contract/roles';
import { AppError, fromZodError } from './errors';
import { guardStrings, isStorable } from './strings';
import { readMultipart, type Multipart, type MultipartName } from './uploads';

/** A signed-in caller, with one of `R`'s roles. */
export type SignedIn<R extends Role = Role> = { userId: string; role: R };

/** Who is calling: a signed-in user, or null for a visitor. */
export type Caller = SignedIn | null;

type Def<N extends EndpointName> = (typeof endpoints)[N];

/**
 * The caller a handler of an endpoint with access `A` sees: `route` has refused everyone
 * else, so only `anyone` leaves it nullable, and a role list narrows the role.
 */
export type CallerOf<A> = A extends 'anyone'
  ? Caller
  : A extends 'signed-in'
    ? SignedIn
    : A extends readonly (infer R extends Role)[]
      ? SignedIn<R>
      : never;

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/**
 * What the handler of endpoint `N` returns: the `data` of its success envelope, as the
 * client's response schema reads it off the wire. Unchecked only for the endpoints
 * without a JSON answer (a file stream).
 */
export type ResponseData<N extends EndpointName> =
  Def<N> extends {
    response: infer R extends z.ZodType;
  }
    ? z.input<R> extends { data: infer D }
      ? D
      : never
    : unknown;

export type RouteContext<N extends EndpointName> = {
  request: FastifyRequest;
  reply: FastifyReply;
  caller: CallerOf<Def<N>['access']>;
  body: Parsed<Def<N> extends { body: infer B } ? B : undefined>;
  query: Parsed<Def<N> extends { query: infer Q } ? Q : undefined>;
  params: PathParams<Def<N>['path']>;
  /** A multipart endpoint's body (server/http/uploads.ts): its fields typed from the contract. */
  multipart: N extends MultipartName ? Multipart<N> : undefined;
};

export type RouteHandler<N extends EndpointName> = (
  ctx: RouteContext<N>,
) => Promise<ResponseData<N>>;

export type RouteOptions = {
  /** Per-address limit (requests per minute) on top of the global one. */
  rateLimit?: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

const isJson = (contentType: string | undefined) =>
  /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType ?? '');

/**
 * Registers the route of a contract endpoint: the method, path and allowed roles come
 * from the contract, the body and query are parsed with its schemas, and the answer is
 * wrapped in the success envelope. A signed-out caller of a protected route gets 401,
 * a signed-in caller of the wrong role 403. The handler's types follow from the same
 * entry (RouteContext, ResponseData): no handler asserts a caller or a parameter into
 * being, and what it returns is the response's `data` or it does not compile.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: RouteHandler<N>,
  options: RouteOptions = {},
) {
  const endpoint: Endpoint = endpoints[name];
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    config: options.rateLimit
      ? { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } }
      : {},
    handler: async (request, reply) => {
      const caller = request.caller;
      const { access } = endpoint;
      if (access !== 'anyone') {
        if (!caller) throw new AppError(401, 'UNAUTHORIZED');
        if (access !== 'signed-in' && !access.includes(caller.role))
          throw new AppError(403, 'FORBIDDEN');
      }
      // JSON in (ARCHITECTURE.md): Fastify would otherwise hand a text/plain body over as a string.
      if (
        endpoint.body &&
        (request.isMultipart() ||
          (request.body !== undefined && !isJson(request.headers['content-type'])))
      )
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      // A multipart route reads its own body (server/http/uploads.ts); nothing else is accepted.
      if (endpoint.multipart && !request.isMultipart())
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const parse = (schema: z.ZodType | undefined, value: unknown) => {
        if (!schema) return undefined;
        // Refused here rather than failing in SQL with a 500 (server/http/strings.ts).
        guardStrings(value);
        // reportInput lets fromZodError tell a missing field from one of the wrong type.
        const result = schema.safeParse(value ?? {}, { reportInput: true });
        if (!result.success) throw fromZodError(result.error);
        return result.data;
      };
      guardStrings(request.params);
      const body = parse(endpoint.body, request.body);
      const query = parse(endpoint.query, request.query);
      const multipart = endpoint.multipart
        ? await readMultipart(request, name as MultipartName)
        : undefined;
      if (multipart && endpoint.multipart) {
        guardStrings(multipart.fields);
        // An upload's name is kept with it: refused on the form's file field.
        if (multipart.files.some((file) => !isStorable(file.name)))
          throw new AppError(400, 'VALIDATION', endpoint.multipart.files);
      }
      const data = await handler({
        request,
        reply,
        caller,
        body,
        query,
        multipart,
        params: request.params,
        // The access check above is what makes `caller` non-null where the endpoint needs it.
      } as RouteContext<N>);
      if (reply.sent) return reply;
      return { success: true, data };
    },
  });
}
