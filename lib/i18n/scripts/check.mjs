// Fails when the catalogues drift: en.json not matching the source, or a Nepali key
// missing, extra, empty, untranslated (identical to English outside the allow-list)
// or with different placeholders.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareCatalogues } from './catalogue.mjs';
import { enPath, extractMessages, nePath } from './extract.mjs';

const read = (p) => JSON.parse(readFileSync(p, 'utf8'));
const allow = read(path.join(path.dirname(nePath), 'allow-identical.json'));

// `--ne <file>` checks another Nepali catalogue (used by the tests).
const neArg = process.argv.indexOf('--ne');
const neFile = neArg > 0 ? path.resolve(process.argv[neArg + 1]) : nePath;

const source = extractMessages();
const en = read(enPath);
const failures = [];

const stale = compareCatalogues(source, en, Object.keys(source)).filter(
  (p) => p.kind !== 'placeholders',
);
for (const p of stale) {
  failures.push(
    p.kind === 'missing'
      ? `en.json lacks ${p.id} (run npm run i18n:extract)`
      : p.kind === 'extra'
        ? `en.json has ${p.id}, which no source file defines (run npm run i18n:extract)`
        : `en.json has other text for ${p.id} than the source (run npm run i18n:extract)`,
  );
}
for (const [id, text] of Object.entries(source)) {
  if (id in en && en[id] !== text)
    failures.push(`en.json has other text for ${id} than the source (run npm run i18n:extract)`);
}

const describe = {
  missing: 'missing from ne.json',
  extra: 'in ne.json but not in the source',
  empty: 'empty in ne.json',
  untranslated: 'identical to English in ne.json (translate it, or add it to allow-identical.json)',
  placeholders: 'has different placeholders in ne.json than in English',
};
for (const p of compareCatalogues(source, read(neFile), allow))
  failures.push(`${p.id} is ${describe[p.kind]}`);

if (failures.length) {
  console.error(
    `i18n check failed (${failures.length}):\n  ${[...new Set(failures)].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`i18n check passed: ${Object.keys(source).length} messages, en and ne complete.`);
