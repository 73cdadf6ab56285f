import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/**
 * The suite's app: a fresh database and app started before the suite's tests (with
 * `startTestApp`'s arguments) and closed after them. Call it where the hooks belong
 * (a test file's top level, or a suite's open…Suite()); the returned handle reads through
 * to the running app, so tests write `t.app`, `t.db`, `t.tokens` as before. A later
 * `beforeAll` may use it, since hooks run in the order they are registered.
 */
export function suiteApp(...args: Parameters<typeof startTestApp>): TestApp {
  let running: TestApp | undefined;
  beforeAll(async () => {
    running = await startTestApp(...args);
  }, 60_000);
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!running) throw new Error('The suite app is used before its beforeAll has run');
      return Reflect.get(running, key, running);
    },
  });
}
