/**
 * The authorisation matrix: every endpoint of the contract, called by a signed-out
 * visitor and by each of the eight roles, answers as its `access` says. The endpoint
 * list is the contract's, and the test fails when the app serves an /api route the
 * contract does not list, or lacks one it does.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { roles, type Role } from '@contract/roles';
import type { UserRow } from '../db/schema';
import { errorHandler } from '../http/errors';
import { route } from '../http/route';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  startTestApp,
  type TestApp,
} from './harness';

let t: TestApp;
const tokenOf = new Map<Role, string>();
const userOf = new Map<Role, UserRow>();

beforeAll(async () => {
  t = await startTestApp();
  for (const role of roles) {
    // `public` has no demo account; the others sign in as their demo account.
    const user = role === 'public' ? await createUser(t.db, { role }) : await demoUser(t.db, role);
    userOf.set(role, user);
    tokenOf.set(role, await accessToken(t.tokens, user));
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const entries = Object.entries(endpoints) as [EndpointName, Endpoint][];
const callers = ['anonymous', ...roles] as const;
type Caller = (typeof callers)[number];

/**
 * Answers a caller may get from an open endpoint without being turned away at the
 * door: a refresh without a refresh cookie is "session expired" by design (000 §8).
 */
const domainRefusals: Partial<Record<EndpointName, string[]>> = {
  refresh: ['SESSION_EXPIRED'],
};

/** The documentation routes are generated from the contract, not listed in it. */
const documentationRoutes = ['GET /api/openapi.json', 'GET /api/docs'];

const concretePath = (path: string) => `/api${path.replace(/:(\w+)/g, 'placeholder-$1')}`;

async function call(endpoint: Endpoint, caller: Caller) {
  const token = caller === 'anonymous' ? undefined : tokenOf.get(caller);
  const res = await t.app.inject({
    method: endpoint.method,
    url: concretePath(endpoint.path),
    headers: token ? bearer(token) : {},
    ...(endpoint.body ? { payload: {} } : {}),
  });
  // Logout ends every session of the account (ADR 0015): the caller signs in again for
  // the rest of the matrix.
  if (endpoint === endpoints.logout && caller !== 'anonymous')
    tokenOf.set(caller, await accessToken(t.tokens, userOf.get(caller)!));
  return res;
}

function allowed(endpoint: Endpoint, caller: Caller): boolean {
  if (endpoint.access === 'anyone') return true;
  if (caller === 'anonymous') return false;
  return endpoint.access === 'signed-in' || endpoint.access.includes(caller);
}

describe('authorisation matrix', () => {
  const rows = entries.flatMap(([name, endpoint]) =>
    callers.map((caller) => ({ name, endpoint, caller })),
  );

  test.each(rows)(
    '$name ($endpoint.method $endpoint.path) as $caller',
    async ({ name, endpoint, caller }) => {
      const res = await call(endpoint, caller);
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (allowed(endpoint, caller)) {
        if (res.statusCode === 401 || res.statusCode === 403) {
          const { code } = expectFailure(res, res.statusCode);
          expect(domainRefusals[name] ?? [], `${caller} was turned away: ${res.body}`).toContain(
            code,
          );
        }
      } else if (caller === 'anonymous') {
        expectFailure(res, 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
      } else {
        expectFailure(res, 403, {
          code: 'FORBIDDEN',
          message: 'You are not authorized to access this resource.',
        });
      }
    },
  );

  test('covers every endpoint for every caller', () => {
    expect(rows).toHaveLength(entries.length * 9);
    expect(new Set(rows.map((r) => r.name)).size).toBe(entries.length);
    // The lead's report quotes this line.
    console.info(
      `authorisation matrix: ${entries.length} routes × ${callers.length} callers = ${rows.length} checks`,
    );
  });
});

describe('the app serves exactly the contract', () => {
  test('every contract endpoint is a registered route', () => {
    const missing = entries
      .filter(([, e]) => !t.app.hasRoute({ method: e.method, url: `/api${e.path}` }))
      .map(([name, e]) => `${name}: ${e.method} /api${e.path}`);
    expect(missing).toEqual([]);
  });

  test('every /api route of the app is in the contract', () => {
    // printRoutes draws a tree: a child line carries only the rest of its path, e.g.
    // "│   └── /nearby (GET)" under "├── /api/doctors (GET)", or "-user/…" under
    // "/files/serve" (a split inside a segment). Rebuild the full paths.
    const stack: string[] = [];
    const served = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
        if (!match) return [];
        const depth = match[1]!.length / 4;
        stack.length = depth;
        const full = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
        stack.push(full);
        if (!match[3]) return [];
        return match[3]
          .split(', ')
          .filter((m) => m !== 'HEAD')
          .map((method) => `${method} ${full}`);
      })
      .filter((r) => / \/api(\/|$)/.test(r));
    expect(served).toContain('GET /api/health');
    const contract = new Set(entries.map(([, e]) => `${e.method} /api${e.path}`));
    const unlisted = served.filter((r) => !contract.has(r) && !documentationRoutes.includes(r));
    expect(unlisted, 'routes served but missing from contract/endpoints.ts').toEqual([]);
    expect(served).toHaveLength(contract.size + documentationRoutes.length);
  });

  test('the OpenAPI document lists exactly the contract endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { security?: unknown; description: string }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const contract = entries.map(([, e]) => `${e.method} /api${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(contract.sort());
    // Protected operations say so, and say who may call them.
    for (const [, e] of entries) {
      const op = doc.paths[`/api${e.path.replace(/:(\w+)/g, '{$1}')}`]![e.method.toLowerCase()]!;
      expect(Boolean(op.security), `${e.method} ${e.path}`).toBe(e.access !== 'anyone');
      if (Array.isArray(e.access)) for (const r of e.access) expect(op.description).toContain(r);
    }
  });
});

describe('route(): the gate in front of every handler', () => {
  // No endpoint is limited to a list of roles yet; this proves the gate refuses the
  // others with 403 and never runs the handler for them.
  test('a role list lets its roles in and answers 403 to every other role', async () => {
    const table = endpoints as unknown as Record<string, Endpoint>;
    const probe = '__rolesProbe' as EndpointName;
    table[probe] = {
      method: 'POST',
      path: '/probe/:id',
      access: ['doctor', 'admin'],
      summary: 'test only',
    };
    try {
      const app = Fastify();
      app.setErrorHandler(errorHandler);
      app.decorateRequest('caller', null);
      app.addHook('onRequest', async (request) => {
        const header = request.headers.authorization?.slice(7);
        if (header) request.caller = await t.tokens.verifyAccess(header);
      });
      let ran = 0;
      route(app, probe, async ({ caller, params }) => {
        ran += 1;
        // The probe is no entry of the typed table, so its path parameter is not typed either.
        return { role: caller?.role, id: (params as { id: string }).id };
      });
      await app.ready();
      for (const role of roles) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/probe/42',
          headers: bearer(tokenOf.get(role)!),
        });
        if (role === 'doctor' || role === 'admin') {
          expect(res.statusCode, role).toBe(200);
          expect(res.json()).toEqual({ success: true, data: { role, id: '42' } });
        } else {
          expectFailure(res, 403, { code: 'FORBIDDEN' });
        }
      }
      expectFailure(await app.inject({ method: 'POST', url: '/api/probe/42' }), 401, {
        code: 'UNAUTHORIZED',
      });
      expect(ran).toBe(2);
      await app.close();
    } finally {
      delete table[probe];
    }
  });
});
