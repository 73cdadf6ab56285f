import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.config';
import { loadConfig } from '../server/config';
import { nepalToday } from '../server/domain/appointments/dates';
import { startServer, type Running } from '../server/main';
import { buildAppIfMissing, e2eEnv } from './env';
import { openBrowsers, watch } from './failure-report';

export type E2E = {
  baseUrl: string;
  browser: Browser;
  /** The server's database, for what a journey cannot do through screens yet (verifying a patient). */
  db: Running['db'];
  /** The server's data directory (its stored files are under `files/`). */
  dataDir: string;
  close(): Promise<void>;
};

export type E2EOptions = {
  /** The server's clock (default: the system's): a journey may move it. */
  clock?: () => Date;
};

/** The built app and the real server on a fresh demo database, and a headless Chromium. */
export async function startE2E({ clock }: E2EOptions = {}): Promise<E2E> {
  const staticDir = buildAppIfMissing();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-e2e-'));
  // The demo seeded once for the run (global-setup.ts), unless the Nepal day has changed since.
  const seeded = inject('seededDataDir');
  if (seeded.nepalDay === nepalToday(new Date()))
    cpSync(seeded.dataDir, dataDir, { recursive: true });
  const running: Running = await startServer(loadConfig(e2eEnv(dataDir, staticDir)), { clock });
  const address = running.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  await arriveWhenReady(browser);
  openBrowsers.add(browser);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    db: running.db,
    dataDir,
    async close() {
      openBrowsers.delete(browser);
      await browser.close();
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A public page comes drawn by the server (ADR 0048) and takes no taps or submits until the
 * app has taken it over; a person waits for it, and so does a journey: `goto` and `reload`
 * resolve once the app's page is ready (`data-ready`), or after 45 s for a page that is
 * not the app's (a PDF, an API answer), where the journey's own expectations then speak.
 * A journey must not type before then: the form's library sets its empty defaults when the
 * app takes the page over, and what was typed into the server's markup is gone (CI on a
 * busy machine once took more than 15 s and lost a contact message that way).
 */
async function arriveWhenReady(browser: Browser) {
  const context = await browser.newContext();
  const proto = Object.getPrototypeOf(await context.newPage()) as Page & { arrives?: true };
  await context.close();
  if (proto.arrives) return;
  proto.arrives = true;
  const ready = (page: Page) =>
    page
      .waitForFunction(
        () =>
          !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
        null,
        { timeout: 45_000 },
      )
      .catch(() => undefined);
  const { goto, reload } = proto;
  proto.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    watch(this);
    const response = await goto.apply(this, args);
    await ready(this);
    return response;
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await ready(this);
    return response;
  };
}
