// Size budgets for phones on paid 3G/4G data. Builds the app when dist/ is missing,
// then checks the gzip size of what a first visit downloads and of every lazy chunk.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, 'index.html')))
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);

const rows = [];
const fail = [];
const check = (name, bytes, limit) => {
  rows.push(
    `${bytes > limit ? 'OVER' : 'ok  '}  ${name.padEnd(48)} ${kb(bytes).padStart(10)}  (budget ${kb(limit)})`,
  );
  if (bytes > limit) fail.push(name);
};

const entryJs = entryFiles
  .filter((f) => f.endsWith('.js'))
  .reduce((s, f) => s + gz(path.join(dist, f)), 0);
const entryCss = entryFiles
  .filter((f) => f.endsWith('.css'))
  .reduce((s, f) => s + gz(path.join(dist, f)), 0);
check('first load: JavaScript', entryJs, budgets.entryJsGzip);
check('first load: CSS', entryCss, budgets.entryCssGzip);

const assets = path.join(dist, 'assets');
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  if (entryFiles.includes(`assets/${file}`)) continue;
  check(`lazy chunk ${file}`, gz(path.join(assets, file)), budgets.lazyChunkGzip);
}
const fonts = readdirSync(assets).filter((f) => f.endsWith('.woff2'));
const fontBytes = fonts.reduce((s, f) => s + statSync(path.join(assets, f)).size, 0);
check(
  `fonts (${fonts.length} woff2 files, loaded per script on demand)`,
  fontBytes,
  budgets.fontsTotal,
);

console.log(rows.join('\n'));
if (fail.length) {
  console.error(`\nOver budget: ${fail.join(', ')}`);
  process.exit(1);
}
