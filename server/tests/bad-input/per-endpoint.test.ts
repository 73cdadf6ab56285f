import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { expectClientError, expectFailure, fieldsOf } from '../harness';
import { openBadInputSuite, accepts, samples, send, small, withBody, wrongValues } from './setup';

openBadInputSuite();

describe.each(withBody)('%s', (name, e) => {
  const fields = fieldsOf(e.body);
  const acceptsEmpty = accepts(e.body, {});

  test('invalid JSON is refused', async () => {
    for (const payload of [
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      'nul',
      '{"a":1}}',
      '\u0000',
      '""""',
    ]) {
      expectFailure(await send(e, payload), 400);
    }
  });

  test('an empty body, null, or a body that is not an object', async () => {
    for (const payload of ['[]', '[{}]', '42', '"text"', 'true', '-0', '1e999']) {
      expectFailure(await send(e, payload), 400);
    }
    for (const payload of ['', '{}', 'null']) {
      const res = await send(e, payload);
      if (acceptsEmpty && payload !== '') expect(res.statusCode, payload).toBeLessThan(500);
      else expectFailure(res, 400);
    }
    // No body at all (and no content type).
    const none = await send(e, undefined, null);
    if (acceptsEmpty) expect(none.statusCode).toBeLessThan(500);
    else expectFailure(none, 400);
  });

  test('each field alone, of the wrong kind', async () => {
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      for (const value of wrongValues) {
        const body = { [field]: value };
        const res = await send(e, JSON.stringify(body));
        if (accepts(e.body, body)) expect(res.statusCode).toBeLessThan(500);
        else expectClientError(res);
      }
    }
  });

  test('a valid body with one field of the wrong kind names that field', async () => {
    const sample = samples[name];
    if (!sample) return; // reported by the sample test above
    const isUnion = e.body instanceof z.ZodUnion;
    let checked = 0;
    for (const field of Object.keys(sample)) {
      for (const value of wrongValues) {
        const body = { ...sample, [field]: value };
        if (accepts(e.body, body)) continue;
        checked += 1;
        const failure = expectFailure(await send(e, JSON.stringify(body)), 400);
        if (!isUnion || failure.field !== undefined) {
          expect(failure.field?.split('.')[0], `${field}=${JSON.stringify(value)}`).toBe(field);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a valid body with one required field missing names that field', async () => {
    const sample = samples[name];
    if (!sample) return;
    for (const field of Object.keys(sample)) {
      const { [field]: _dropped, ...rest } = sample;
      if (accepts(e.body, rest)) continue;
      const failure = expectFailure(await send(e, JSON.stringify(rest)), 400);
      if (!(e.body instanceof z.ZodUnion)) expect(failure.field, field).toBe(field);
    }
  });

  test('a NUL character in any text field is refused, not a database error', async () => {
    const sample = samples[name];
    if (!sample) return;
    for (const [field, value] of Object.entries(sample)) {
      if (typeof value !== 'string') continue;
      const body = { ...sample, [field]: `${value.slice(0, 3)}\u0000${value.slice(3)}` };
      const res = await send(e, JSON.stringify(body));
      expectClientError(res);
    }
  });

  test('prototype pollution is refused', async () => {
    const sample = JSON.stringify(samples[name] ?? {});
    const polluted = [
      sample.replace(/^\{/, '{"__proto__":{"role":"admin","isAdmin":true},'),
      sample.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
    ];
    for (const payload of polluted) expectFailure(await send(e, payload), 400);
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });

  test('very long and deeply nested values', async () => {
    const sample = samples[name] ?? {};
    for (const field of fields) {
      const body = { ...sample, [field]: 'x'.repeat(200_000) };
      const res = await send(e, JSON.stringify(body));
      // A field the schema ignores may be long; every other one is refused.
      if (accepts(e.body, body)) expect(res.statusCode).toBeLessThan(500);
      else expectClientError(res);
    }
    const deep = `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const res = await send(e, deep);
    if (acceptsEmpty) expect(res.statusCode).toBeLessThan(500);
    else expectClientError(res);
    const manyKeys = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
    const wide = await send(e, JSON.stringify(manyKeys));
    if (acceptsEmpty) expect(wide.statusCode).toBeLessThan(500);
    else expectClientError(wide);
  });

  test('a body over the limit: 413', async () => {
    const big = JSON.stringify({ ...(samples[name] ?? {}), padding: 'x'.repeat(10 * 1024) });
    const res = await send(e, big, 'application/json', small.app);
    expectFailure(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
    // Just under the limit is judged on its content, not its size.
    const fits = JSON.stringify({ ...(samples[name] ?? {}), padding: 'x'.repeat(1024) });
    expect((await send(e, fits, 'application/json', small.app)).statusCode).not.toBe(413);
  });

  test.each([
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/xml',
    'application/octet-stream',
  ])('content type %s: 415', async (contentType) => {
    const payload = JSON.stringify(samples[name] ?? {});
    expectFailure(await send(e, payload, contentType), 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This content type is not supported.',
    });
  });

  test('a JSON body without a content type: 415', async () => {
    const payload = JSON.stringify(samples[name] ?? {});
    expectFailure(await send(e, payload, null), 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
