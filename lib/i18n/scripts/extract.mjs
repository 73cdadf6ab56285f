// Extracts every message from the source into lib/i18n/locales/en.json (the English source catalogue).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sortKeys } from './catalogue.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const enPath = path.join(root, 'lib/i18n/locales/en.json');
export const nePath = path.join(root, 'lib/i18n/locales/ne.json');

/** Runs the formatjs extractor over ui/, features/, app/ and lib/; returns id -> English. */
export function extractMessages() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ujyalo-i18n-'));
  const out = path.join(dir, 'en.json');
  try {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@formatjs/cli/bin/formatjs'),
        'extract',
        '{ui,features,app,lib}/**/*.{ts,tsx}',
        '--ignore',
        '**/*.{stories,test,browser.test}.{ts,tsx}',
        '--ignore',
        '**/*.d.ts',
        '--out-file',
        out,
        '--throws',
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const raw = JSON.parse(readFileSync(out, 'utf8'));
    return sortKeys(
      Object.fromEntries(Object.entries(raw).map(([id, d]) => [id, d.defaultMessage])),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const messages = extractMessages();
  writeFileSync(enPath, `${JSON.stringify(messages, null, 2)}\n`);
  console.log(`${Object.keys(messages).length} messages written to lib/i18n/locales/en.json`);
}
