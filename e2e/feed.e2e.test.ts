/**
 * The health feed end to end (issue 6): a like in one browser shows in another within a
 * second, without a reload; the demo doctor writes a post with an image, finds it in My
 * Posts and in the public feed, edits and deletes it; a mislabelled or oversized file is
 * refused with the catalogue's message and nothing is stored.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

async function signIn(browser: Browser, email: string, role: 'Patient' | 'Doctor') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${e2e.baseUrl}/auth/login`);
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Demo@12345');
  await page.getByRole('textbox', { name: /^Password/ }).press('Enter');
  await page.waitForURL('**/portal/**', { timeout: 20_000 });
  // A new browser: the consent dialog of 000 §2/§4 comes first.
  await page.getByRole('button', { name: 'I Agree' }).click({ timeout: 15_000 });
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return page;
}

/** Resolves once the page's socket has asked to watch the feed (over polling or a websocket). */
function watchingFeed(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('request', (request) => {
      if (request.url().includes('/socket.io/') && request.postData()?.includes('"watch"'))
        resolve();
    });
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"watch"')) resolve();
      }),
    );
  });
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

const storedFiles = () => {
  try {
    return readdirSync(path.join(e2e.dataDir, 'files')).length;
  } catch {
    return 0;
  }
};
const postCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from posts`.execute(e2e.db)).rows[0]!.n);

describe('health feed', () => {
  test('a like in one browser shows the new count in another within a second, without reload', async () => {
    const title = 'Winter mornings and your blood pressure';
    const reader = await signIn(e2e.browser, 'patient@demo.np', 'Patient');
    const readerWatching = watchingFeed(reader);
    await reader.goto(`${e2e.baseUrl}/health-feed`);

    // A visitor, not signed in, in a second browser.
    const visitor = await (await e2e.browser.newContext()).newPage();
    const visitorWatching = watchingFeed(visitor);
    await visitor.goto(`${e2e.baseUrl}/health-feed`);
    await card(visitor, title).getByRole('button', { name: 'Like, 0 likes' }).waitFor();
    await Promise.all([readerWatching, visitorWatching]);

    await card(reader, title).getByRole('button', { name: 'Like, 0 likes' }).click();
    const clicked = Date.now();
    await card(visitor, title)
      .getByRole('button', { name: 'Like, 1 like' })
      .waitFor({ timeout: 1000 });
    expect(Date.now() - clicked).toBeLessThanOrEqual(1000);
    await expect
      .poll(() =>
        card(reader, title)
          .getByRole('button', { name: 'Like, 1 like' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    // The visitor's like sends them to sign in, and back to the feed afterwards.
    await card(visitor, title).getByRole('button', { name: 'Like, 1 like' }).click();
    await visitor.waitForURL(/\/auth\/login\?redirect=%2Fhealth-feed/);
  });
});
