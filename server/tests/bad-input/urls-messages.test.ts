import { describe, expect, test } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { expectClientError, expectFailure, login, post, registration } from '../harness';
import {
  openBadInputSuite,
  gateHeaders,
  getters,
  samples,
  send,
  t,
  urlOf,
  withBody,
} from './setup';

openBadInputSuite();

describe('odd URLs', () => {
  test.each(getters)('GET %s with junk in the query string', async (_name, e) => {
    for (const query of [
      '?x=%00',
      '?a[]=1&a[]=2&a=3',
      `?q=${'x'.repeat(5000)}`,
      '?%ZZ=1',
      '?q=%F0%9F',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${urlOf(e)}${query}`,
        headers: gateHeaders(e),
      });
      expect(res.statusCode, `${e.path}${query}`).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  const withParams = withBody.filter(([, e]) => e.path.includes(':'));
  const oddParams = [
    '%00',
    'x'.repeat(500),
    '..%2F..%2Fetc%2Fpasswd',
    "'%20OR%201%3D1%20--",
    '%F0%9F%99%82',
    '%E0%A4',
  ];

  test.each(withParams)('%s with odd path parameters: 4xx, never a 500', async (name, e) => {
    for (const param of oddParams) {
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e, param),
        payload: samples[name] ?? {},
      });
      expect(res.statusCode, param).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, param).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  // A parameter over 100 characters or a malformed escape is refused by Fastify's router
  // itself; its `frameworkErrors` option puts that refusal in the envelope too.
  test.each(withParams)('%s with odd path parameters: the envelope', async (name, e) => {
    for (const param of oddParams) {
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e, param),
        payload: samples[name] ?? {},
      });
      expectClientError(res);
    }
  });
});

describe('which message a bad field gets', () => {
  test('missing: "All fields are required"; of the wrong kind: "Please check your input"', async () => {
    expectFailure(await login(t.app, { identifier: 'someone@test.np' }), 400, {
      code: 'REQUIRED',
      message: 'All fields are required',
      field: 'password',
    });
    const wrongKind = await login(t.app, {
      identifier: 'someone@test.np',
      password: 'Wrong#Guess1',
      rememberMe: 'yes',
    });
    expectFailure(wrongKind, 400, {
      code: 'VALIDATION',
      message: 'Please check your input and try again.',
      field: 'rememberMe',
    });
    expectFailure(
      await post(t.app, '/api/auth/register', registration({ consentAgreement: 'yes' })),
      400,
      {
        code: 'VALIDATION',
        field: 'consentAgreement',
      },
    );
    expectFailure(await send(endpoints.login, '["someone@test.np","x"]'), 400, {
      code: 'VALIDATION',
      message: 'Please check your input and try again.',
      field: null,
    });
  });

  test('a NUL character names its field', async () => {
    const res = await post(t.app, '/api/auth/register', registration({ name: 'Sita\u0000Sharma' }));
    expectFailure(res, 400, { code: 'VALIDATION', field: 'name' });
  });
});
