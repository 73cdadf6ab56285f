/**
 * Draws the app's install icons (ADR 0046) from the favicon's mark, once, with the
 * headless Chromium the tests use: `npx tsx scripts/make-icons.ts` writes public/icons/.
 * The maskable icon is the flame on a full-bleed background: it lies inside the safe zone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.config';

const root = path.resolve(import.meta.dirname, '..');
const mark = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const flame = '<path d="M16 6c3 4 5 7 5 10a5 5 0 0 1-10 0c0-3 2-6 5-10z" fill="#fde68a"/>';

const icons = [
  { name: 'icon-192.png', size: 192, svg: mark },
  { name: 'icon-512.png', size: 512, svg: mark },
  {
    name: 'icon-maskable-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#b45309"/>${flame}</svg>`,
  },
  { name: 'apple-touch-icon.png', size: 180, svg: mark },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const { name, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    writeFileSync(
      path.join(root, 'public/icons', name),
      await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      }),
    );
    await page.close();
  }
} finally {
  await browser.close();
}
