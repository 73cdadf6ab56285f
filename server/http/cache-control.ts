import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointName } from '@contract/endpoints';

/**
 * Who may keep an answer (issue 13 §5). An answer to a signed-in caller, or to a request
 * that carries credentials at all, is never stored: `no-store` unless the route already
 * said so. The public directory, as a visitor sees it, may be kept by anyone for a minute
 * (it changes when an admin edits it, rarely); the answer differs for a signed-in caller
 * and by language, hence Vary. Any other answer of the API is not stored either: tokens,
 * codes and the live feed are not for caches. A route that decided for a visitor (a
 * public post's media) keeps its own; the app's static files have theirs (app.ts).
 */
export const publicDirectory: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'doctors',
  'doctorsNearby',
  'doctorsSearch',
  'doctor',
  'doctorAvailability',
  'doctorSchedule',
  'search',
  'hospitals',
  'hospitalsSearch',
  'hospital',
  'hospitalsNearby',
  'labs',
  'labsSearch',
  'lab',
  'pharmacies',
  'pharmaciesSearch',
  'pharmacy',
  'ambulances',
  'ambulancesSearch',
  'ambulance',
  'ambulancesNearby',
]);

export const DIRECTORY_CACHE = 'public, max-age=60';

const directoryRoutes = new Set([...publicDirectory].map((name) => `/api${endpoints[name].path}`));

export function cacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return payload;
    const credentials =
      request.caller !== null ||
      request.headers.authorization !== undefined ||
      request.headers.cookie !== undefined;
    const own = String(reply.getHeader('cache-control') ?? '');
    if (credentials) {
      if (!/\bno-store\b/.test(own)) reply.header('cache-control', 'no-store');
    } else if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      directoryRoutes.has(request.routeOptions.url ?? '')
    ) {
      reply.header('cache-control', DIRECTORY_CACHE);
      reply.header('vary', 'Authorization, Cookie, Accept-Language');
    } else if (!own || reply.statusCode >= 300) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
