/**
 * `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) on the seven
 * public pages people reach from a search engine or a shared link (issue 19), built and
 * served by the real server on a fresh demo database: `/`, `/search?q=cardio`,
 * `/doctors-near-me`, `/doctor/{id}` (Dr. Aarati Joshi), `/hospital/{id}` (Bir Hospital),
 * `/health-feed` and `/auth/login`. Each page runs three times and keeps its median run by
 * performance (one run on a busy machine is noisy). Prints performance, LCP, TBT,
 * transferred bytes, best practices and accessibility per page, and fails when any page is
 * under the budgets in size-budget.json (performance, accessibility). Builds the app first,
 * so the figures are this code's.
 *
 *   npm run lighthouse                          # the seven pages, three runs each
 *   npm run lighthouse -- --runs 1              # one pass (CI)
 *   npm run lighthouse -- /about /faq           # other paths
 *   npm run lighthouse -- --dist /tmp/dist-lh   # build into (and serve) another directory
 *   npm run lighthouse -- --no-build            # serve the build already there
 *
 * Each page's median report is written to reports/lighthouse/<page>.json.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { chromiumPath } from '../chromium.config';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8')) as {
  lighthousePerformance: number;
  lighthouseAccessibility: number;
};

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '3' },
    dist: { type: 'string', default: 'dist' },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs: a whole number from 1, not ${options.runs}`);
const staticDir = path.resolve(root, options.dist);

if (!options['no-build'] || !existsSync(path.join(staticDir, 'index.html')))
  execSync(`node scripts/build.mjs ${JSON.stringify(staticDir)}`, { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-lighthouse-'));
const running = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    DEMO: 'true',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'lighthouse-run-only-secret-0123456789abcdef',
  }),
);
const address = running.app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** The first id the public API answers for a search (a demo doctor, a demo hospital). */
async function firstId(apiPath: string, list: 'doctors' | 'providers'): Promise<string> {
  const body = (await fetch(`${origin}/api${apiPath}`).then((res) => res.json())) as {
    data?: Record<string, { _id: string }[] | undefined>;
  };
  const id = body.data?.[list]?.[0]?._id;
  if (!id) throw new Error(`no ${list} answered ${apiPath}`);
  return id;
}

const pages: { name: string; path: string }[] =
  positionals.length > 0
    ? positionals.map((p) => ({ name: p, path: p }))
    : [
        { name: 'landing', path: '/' },
        { name: 'search', path: '/search?q=cardio' },
        { name: 'doctors-near-me', path: '/doctors-near-me' },
        {
          name: 'doctor',
          path: `/doctor/${await firstId('/doctors/search?q=aarati%20joshi', 'doctors')}`,
        },
        {
          name: 'hospital',
          path: `/hospital/${await firstId('/search/hospitals?q=bir%20hospital', 'providers')}`,
        },
        { name: 'health-feed', path: '/health-feed' },
        { name: 'login', path: '/auth/login' },
      ];

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

type Run = {
  scores: Record<string, number>;
  metrics: { LCP: string; TBT: string; FCP: string; CLS: string; bytes: number };
  failedA11y: string[];
  failedBestPractices: string[];
  json: string;
};
type PageResult = { name: string; path: string; median: Run; runs: Run[] };

/** The audits of a category that failed (score under 1, weighed in the score). */
const failing = (lhr: LighthouseResult, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.title}`);

const MAX_RETRIES = 3;
const results: PageResult[] = [];
try {
  for (const page of pages) {
    const runs: Run[] = [];
    // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then) measured
    // nothing: it is said, and run again, up to MAX_RETRIES times per page.
    let retries = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      const { lhr } = result;
      if (lhr.runtimeError && retries < MAX_RETRIES) {
        retries += 1;
        console.log(`${page.path} run ${i + 1}: ${lhr.runtimeError.code}, run again`);
        i -= 1;
        continue;
      }
      const scores = Object.fromEntries(
        Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
      );
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      runs.push({
        scores,
        metrics: {
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          FCP: metric('first-contentful-paint'),
          CLS: metric('cumulative-layout-shift'),
          bytes: Number(lhr.audits['total-byte-weight']?.numericValue ?? 0),
        },
        failedA11y: failing(lhr, 'accessibility'),
        failedBestPractices: failing(lhr, 'best-practices'),
        json: String(result.report),
      });
      console.log(`${page.path} run ${i + 1}: ${JSON.stringify(scores)}`);
    }
    runs.sort((a, b) => a.scores.performance! - b.scores.performance!);
    results.push({ ...page, runs, median: runs[Math.floor(runs.length / 2)]! });
  }
} finally {
  await chrome.kill();
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const reports = path.join(root, 'reports/lighthouse');
mkdirSync(reports, { recursive: true });
for (const r of results)
  writeFileSync(
    path.join(reports, `${r.name.replace(/[^\w-]+/g, '_') || 'page'}.json`),
    r.median.json,
  );

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const columns = ['page', 'perf', 'LCP', 'TBT', 'bytes', 'best pr.', 'a11y', 'FCP', 'CLS'];
const rows = results.map(({ path: p, median: { scores, metrics } }) => [
  p.length > 48 ? `${p.slice(0, 45)}...` : p,
  String(scores.performance),
  metrics.LCP,
  metrics.TBT,
  kb(metrics.bytes),
  String(scores['best-practices']),
  String(scores.accessibility),
  metrics.FCP,
  metrics.CLS,
]);
const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(`\nLighthouse, mobile, median of ${RUNS} by performance, ${origin}`);
console.log(line(columns));
for (const r of rows) console.log(line(r));
console.log(`full reports in ${path.relative(root, reports)}/`);

const problems: string[] = [];
for (const { path: p, median } of results) {
  if (median.failedA11y.length)
    console.log(`\n${p} accessibility failures:\n  ${median.failedA11y.join('\n  ')}`);
  if (median.failedBestPractices.length)
    console.log(`\n${p} best-practices failures:\n  ${median.failedBestPractices.join('\n  ')}`);
  if (median.scores.performance! < budgets.lighthousePerformance)
    problems.push(
      `${p}: performance ${median.scores.performance} < ${budgets.lighthousePerformance}`,
    );
  if (median.scores.accessibility! < budgets.lighthouseAccessibility)
    problems.push(
      `${p}: accessibility ${median.scores.accessibility} < ${budgets.lighthouseAccessibility}`,
    );
}
if (problems.length) {
  console.error(`\nUnder budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
process.exit(0);
