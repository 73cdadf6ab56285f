import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { compareCatalogues, hasWords } from '../lib/i18n/scripts/catalogue.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const en: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, 'lib/i18n/locales/en.json'), 'utf8'),
);
const ne: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, 'lib/i18n/locales/ne.json'), 'utf8'),
);

async function check(catalogue: Record<string, string>) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ne-')), 'ne.json');
  writeFileSync(file, JSON.stringify(catalogue));
  return run(process.execPath, ['lib/i18n/scripts/check.mjs', '--ne', file], { cwd: root }).then(
    (r) => ({ code: 0, output: r.stdout }),
    (e: { code: number; stderr: string }) => ({ code: e.code, output: e.stderr }),
  );
}

describe('npm run i18n:check', () => {
  const [firstId] = Object.keys(en) as [string];

  it('passes on the committed catalogues', async () => {
    const result = await check(ne);
    expect(result.output).toContain('i18n check passed');
    expect(result.code).toBe(0);
  }, 30_000);

  it('fails on a Nepali key left in English', async () => {
    const result = await check({ ...ne, [firstId]: en[firstId]! });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${firstId} is identical to English`);
  }, 30_000);

  it('fails on a missing and an extra Nepali key', async () => {
    const { [firstId]: _dropped, ...rest } = ne;
    const result = await check({ ...rest, 'ui.nowhere.key': 'कतै छैन' });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${firstId} is missing from ne.json`);
    expect(result.output).toContain('ui.nowhere.key is in ne.json but not in the source');
  }, 30_000);
});

describe('compareCatalogues', () => {
  it('flags placeholders that differ and allows listed identical texts', () => {
    const problems = compareCatalogues(
      { 'a.count': '{count} posts', 'a.brand': 'Ujyalo' },
      { 'a.count': '{संख्या} पोस्ट', 'a.brand': 'Ujyalo' },
      ['a.brand'],
    );
    expect(problems).toEqual([{ kind: 'placeholders', id: 'a.count' }]);
  });
});

describe('hasWords', () => {
  it('needs no translation for placeholders and punctuation alone', () => {
    expect(hasWords('{count}/{max}')).toBe(false);
    expect(hasWords('({count, number})')).toBe(false);
    expect(hasWords('{count} posts')).toBe(true);
    expect(hasWords('{count, plural, one {# star} other {# stars}}')).toBe(true);
  });
});
