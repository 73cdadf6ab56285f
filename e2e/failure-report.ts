/**
 * When a journey fails, what its pages showed: CI keeps no pictures, and "timeout waiting
 * for X" alone cannot tell a slow machine from an error on the screen. For every page still
 * open in the journeys' browsers it prints the address, the open dialog's text (else the
 * page's), and the last failed answers and script errors the page met (harness.ts records
 * them). harness.ts imports it, so every journey file registers the hook.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach } from 'vitest';

type Seen = { failures: string[] };
const seen = new WeakMap<Page, Seen>();
export const openBrowsers = new Set<Browser>();

/** Records a page's failed answers and script errors (at most the last 10 of each kind). */
export function watch(page: Page) {
  if (seen.has(page)) return;
  const record: Seen = { failures: [] };
  seen.set(page, record);
  const note = (line: string) => {
    record.failures.push(line);
    if (record.failures.length > 10) record.failures.shift();
  };
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('pageerror', (error) => note(`script error: ${error.message}`));
}

async function describe(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => {
      const dialogs = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')];
      const shown = dialogs.length > 0 ? dialogs : [document.body];
      return shown.map((element) => (element as HTMLElement).innerText).join('\n---\n');
    })
    .catch((error: Error) => `(unreadable: ${error.message})`);
  const failures = seen.get(page)?.failures ?? [];
  return [
    `page ${page.url()}`,
    text.replace(/\n{2,}/g, '\n').slice(0, 1500),
    ...(failures.length > 0 ? ['answers and errors:', ...failures] : []),
  ].join('\n');
}

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const pages = [...openBrowsers].flatMap((browser) =>
    browser.contexts().flatMap((c) => c.pages()),
  );
  const reports = await Promise.all(pages.map(describe));
  if (reports.length > 0)
    console.error(`What the journey's pages showed when it failed:\n\n${reports.join('\n\n')}`);
});
