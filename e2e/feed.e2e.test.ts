/**
 * The health feed end to end (issue 6): a like in one browser shows in another within a
 * second, without a reload; the demo doctor writes a post with an image, finds it in My
 * Posts and in the public feed, edits and deletes it; a mislabelled or oversized file is
 * refused with the catalogue's message and nothing is stored; posts and comments are marked
 * with the language they were written in (ADR 0014).
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

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

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

  test('the demo doctor posts with an image, finds it in My Posts and the feed, edits and deletes it', async () => {
    const doctor = await signIn(e2e.browser, 'doctor@demo.np', 'Doctor');
    await doctor.goto(`${e2e.baseUrl}/portal/doctor?tab=blog&section=create`);
    const form = doctor.getByRole('tabpanel', { name: 'Create Post' });
    await form.getByRole('textbox', { name: /^Title/ }).fill('Boil your drinking water');
    await form
      .getByRole('textbox', { name: /^Content/ })
      .fill('Typhoid spreads through water in the monsoon. Boil it for one full minute.');
    await form.getByRole('textbox', { name: /^Tags/ }).fill('Monsoon');
    await form.getByRole('textbox', { name: /^Tags/ }).press('Enter');
    const files = storedFiles();
    await form.locator('input[type="file"]').setInputFiles({
      name: 'kettle.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByRole('button', { name: 'Create Post' }).click();

    // My Posts shows it first, with its picture, served by the API.
    const mine = card(doctor, 'Boil your drinking water');
    await mine.waitFor({ timeout: 15_000 });
    await expect.poll(() => mine.textContent()).toMatch(/Public/);
    await expect.poll(() => mine.textContent()).toMatch(/monsoon/);
    expect(storedFiles()).toBe(files + 1);

    // The public feed has it, for anyone.
    const visitor = await (await e2e.browser.newContext()).newPage();
    await visitor.goto(`${e2e.baseUrl}/health-feed`);
    const inFeed = card(visitor, 'Boil your drinking water');
    await inFeed.waitFor({ timeout: 15_000 });
    const image = inFeed.getByRole('img', { name: /Boil your drinking water/ });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // Edit: a new title.
    await mine.getByRole('button', { name: 'Edit' }).click();
    const dialog = doctor.getByRole('dialog', { name: 'Edit Post' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('Boil drinking water for a minute');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const edited = card(doctor, 'Boil drinking water for a minute');
    await edited.waitFor();
    await visitor.reload();
    await card(visitor, 'Boil drinking water for a minute').waitFor({ timeout: 15_000 });

    // Delete, after the catalogue's question; its picture goes with it.
    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = doctor.getByRole('alertdialog');
    await expect
      .poll(() => confirm.textContent())
      .toMatch(/Are you sure you want to delete this post\?/);
    await confirm.getByRole('button', { name: 'Delete post' }).click();
    await edited.waitFor({ state: 'detached' });
    expect(storedFiles()).toBe(files);
    await visitor.reload();
    await card(visitor, 'Winter mornings and your blood pressure').waitFor({ timeout: 15_000 });
    expect(await card(visitor, 'Boil drinking water for a minute').count()).toBe(0);
  });

  test('content is marked with the language it was written in, in either interface (WCAG 3.1.2)', async () => {
    // A visitor in the Nepali interface: English posts are marked English, Nepali ones Nepali.
    const visitor = await (await e2e.browser.newContext()).newPage();
    await visitor.goto(`${e2e.baseUrl}/health-feed`);
    await visitor.evaluate(() => localStorage.setItem('language', 'ne'));
    await visitor.reload();
    await expect.poll(() => visitor.evaluate(() => document.documentElement.lang)).toBe('ne');
    const english = card(visitor, 'Winter mornings and your blood pressure');
    await english.waitFor({ timeout: 15_000 });
    const title = english.getByRole('heading', { name: 'Winter mornings and your blood pressure' });
    expect(await title.getAttribute('lang')).toBe('en');
    expect(
      await english.getByText(/^Blood pressure rises on cold mornings/).getAttribute('lang'),
    ).toBe('en');
    const nepaliTitle = 'उच्च रक्तचाप: नुन घटाउनुहोस्, हिँडाइ बढाउनुहोस्';
    const nepali = card(visitor, nepaliTitle);
    expect(await nepali.getByRole('heading', { name: nepaliTitle }).getAttribute('lang')).toBe(
      'ne',
    );

    // A patient in the English interface comments in Nepali, and says so.
    const reader = await signIn(e2e.browser, 'patient@demo.np', 'Patient');
    await reader.goto(`${e2e.baseUrl}/health-feed`);
    const post = card(reader, 'Free heart check-up camp this Saturday');
    await post.getByRole('button', { name: /^Comments/ }).click();
    const comments = post.getByRole('region', { name: 'Comments' });
    await comments.getByRole('radio', { name: 'नेपाली' }).click();
    await comments.getByRole('textbox', { name: /^Write a comment/ }).fill('शनिबार कति बजेसम्म?');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    // The posted comment, not the box it was typed in (which may still hold it a moment).
    const said = comments.locator('p', { hasText: 'शनिबार कति बजेसम्म?' });
    await said.waitFor({ timeout: 15_000 });
    expect(await said.getAttribute('lang')).toBe('ne');
    const stored = await sql<{ language: string }>`select language from post_comments
      where content = ${'शनिबार कति बजेसम्म?'}`.execute(e2e.db);
    expect(stored.rows.map((r) => r.language)).toEqual(['ne']);
  });

  test('a mislabelled or oversized file is refused with the catalogue message, and nothing is stored', async () => {
    const doctor = await signIn(e2e.browser, 'doctor@demo.np', 'Doctor');
    await doctor.goto(`${e2e.baseUrl}/portal/doctor?tab=blog&section=create`);
    const form = doctor.getByRole('tabpanel', { name: 'Create Post' });
    await form.getByRole('textbox', { name: /^Title/ }).fill('Clinic timings');
    await form.getByRole('textbox', { name: /^Content/ }).fill('Open 9 to 5, Sunday to Friday.');
    const files = storedFiles();
    const posts = await postCount();

    // Too large: the form keeps it back and says so, in the catalogue's words.
    await form.locator('input[type="file"]').setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
    });
    await form
      .getByText('Some files were skipped. Only images and videos under 10MB are allowed.')
      .waitFor();

    // Named and labelled as a picture, but text inside: the server reads its bytes and refuses.
    await form.locator('input[type="file"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not a picture</html>'),
    });
    await form.getByRole('button', { name: 'Create Post' }).click();
    await form
      .getByText('Only images (JPG, PNG, WebP, GIF) and videos (MP4, MOV, WebM) can be added.')
      .waitFor({ timeout: 15_000 });
    // Nothing typed is lost, and nothing is stored.
    await expect
      .poll(() => form.getByRole('textbox', { name: /^Title/ }).inputValue())
      .toBe('Clinic timings');
    expect(await postCount()).toBe(posts);
    expect(storedFiles()).toBe(files);
  });
});
