import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { checkAnswersAgainstContract } from './harness';

/** The harness's check that every success answer is one the client's schema accepts. */
describe('checkAnswersAgainstContract', () => {
  const appAnswering = async (data: unknown) => {
    const app = Fastify();
    app.get('/api/health', async () => ({ success: true, data }));
    app.get('/api/not-in-the-contract', async () => ({ success: true, data }));
    checkAnswersAgainstContract(app);
    await app.ready();
    return app;
  };

  test('an answer outside the response schema fails the request that got it', async () => {
    const app = await appAnswering({ status: 'ok', time: 'yesterday' });
    await expect(app.inject({ method: 'GET', url: '/api/health' })).rejects.toThrow(
      /GET \/api\/health answered outside the contract's health response[\s\S]*data\.time/,
    );
    await app.close();
  });

  test('an answer within the schema passes untouched', async () => {
    const time = new Date().toISOString();
    const app = await appAnswering({ status: 'ok', time });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', time } });
    await app.close();
  });

  test('a mismatch on a request that did not come through inject fails close()', async () => {
    const app = await appAnswering({ status: 'down' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    const res = await fetch(`http://127.0.0.1:${address.port}/api/health`);
    expect(res.status).toBe(200);
    await expect(app.close()).rejects.toThrow(/contract's health response/);
  });

  test('routes outside the contract are not checked', async () => {
    const app = await appAnswering({ anything: 1 });
    const res = await app.inject({ method: 'GET', url: '/api/not-in-the-contract' });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});
