// Size budgets for phones on paid 3G/4G data. Builds the app (always: a stale or test build
// would measure the wrong thing), then
// reads Vite's manifest to find what a first visit to the landing page downloads before
// it is interactive (the entry and everything it imports, and the landing route's chunk;
// English needs no message download), reports every route's own chunk, and what each public
// route adds to a visit that started on the landing page (`routeAdditionGzip`, ADR 0045).
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
execSync('node scripts/build.mjs', { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A manifest key's static import closure: the files that load with it. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const child of chunk.imports ?? []) closure(child, seen);
  return seen;
}
const filesOf = (keys) => {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const c of manifest[key].css ?? []) css.add(c);
  }
  return { js, css };
};
const sum = (files) => [...files].reduce((s, f) => s + gz(f), 0);

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The landing page is part of the entry; were it split off again, its chunk counts too.
const homeKey = Object.keys(manifest).find((k) => k === 'app/pages/home-page.tsx');
const landing = new Set([...closure(entry), ...(homeKey ? closure(homeKey) : [])]);
const first = filesOf(landing);

const rows = [];
const fail = [];
const check = (name, bytes, limit) => {
  const over = limit !== undefined && bytes > limit;
  rows.push(
    `${over ? 'OVER' : 'ok  '}  ${name.padEnd(46)} ${kb(bytes).padStart(9)}${limit ? `  (budget ${kb(limit)})` : ''}`,
  );
  if (over) fail.push(name);
};

check('landing first load: JavaScript', sum(first.js), budgets.landingJsGzip);
// Issue 19's goal for the same figure, which the fixed stack's libraries alone nearly fill
// (ADR 0055): reported, so every run shows how far it is; the budget above is what fails.
const landingGoal = budgets.landingJsGzipGoal;
if (landingGoal !== undefined) {
  const over = sum(first.js) - landingGoal;
  rows.push(
    `      ${'  goal (issue 19, ADR 0055)'.padEnd(46)} ${kb(landingGoal).padStart(9)}  ${over > 0 ? `${kb(over)} over` : 'met'}`,
  );
}
check('landing first load: CSS', sum(first.css), budgets.landingCssGzip);

// Every route's own chunk, and what it adds on top of the landing page's first load.
rows.push('', 'routes (own chunk / added to a visit that started on the landing page):');
const added = (key) => sum(filesOf([...closure(key)].filter((k) => !landing.has(k))).js);
for (const key of Object.keys(manifest)
  .filter((k) => /^app\/pages\/[\w-]+-(page|portal)\.tsx$/.test(k))
  .sort()) {
  check(
    `  ${key.replace(/^app\/pages\/|\.tsx$/g, '')} (+${kb(added(key))})`,
    gz(manifest[key].file),
    budgets.lazyChunkGzip,
  );
}

// Public pages, reached from a search engine or a shared link, often after the landing page:
// what each adds to that visit (its chunk and what it imports, less what the landing loaded).
const publicRoutes = {
  '/search': 'search-page',
  '/doctors-near-me': 'doctors-near-me-page',
  '/doctor/:id': 'doctor-profile-page',
  '/hospital/:id': 'hospital-page',
  '/health-feed': 'health-feed-page',
  '/auth/login': 'login-page',
  '/auth/register': 'register-page',
  '/forgot-password': 'forgot-password-page',
  '/book-appointment/:id': 'book-appointment-page',
  '/appointments/cancel': 'cancel-appointment-page',
  '/rx/:code': 'rx-page',
  '/about': 'about-page',
  '/contact': 'contact-page',
  '/help-center': 'help-center-page',
  '/faq': 'faq-page',
  '/privacy': 'privacy-page',
  '/terms': 'terms-page',
  '/cookies': 'cookies-page',
  '/legal-policy': 'legal-policy-page',
  '/labs-near-me (coming soon)': 'coming-soon-page',
  '/no-such-page': 'not-found-page',
};
rows.push('', 'public routes (JavaScript added to a visit that started on the landing page):');
for (const [route, page] of Object.entries(publicRoutes)) {
  const key = `app/pages/${page}.tsx`;
  if (!manifest[key]) {
    rows.push(`MISSING ${route}: no chunk for ${key}`);
    fail.push(route);
    continue;
  }
  check(`  ${route}`, added(key), budgets.routeAdditionGzip);
}

rows.push('', 'other lazy chunks:');
const routeFiles = new Set(
  Object.keys(manifest)
    .filter((k) => k.startsWith('app/pages/'))
    .map((k) => manifest[k].file),
);
for (const file of readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)
  .filter((f) => !first.js.has(f) && !routeFiles.has(f))
  .sort()) {
  check(`  ${file}`, gz(file), budgets.lazyChunkGzip);
}

const fonts = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.woff2'));
const fontBytes = fonts.reduce((s, f) => s + statSync(path.join(dist, 'assets', f)).size, 0);
rows.push('');
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
