import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const needsBrowser =
  !process.argv.includes('--project') || /storybook|browser/.test(process.argv.join(' '));

const browser = (window = { width: 1400, height: 1400 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // Larger than any test viewport, so the test iframe is never scaled down in screenshots.
    contextOptions: { viewport: window },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 800, height: 600 },
  screenshotFailures: false,
});

// Both visual suites (ui and stories) allow 0.2 % of pixels to differ (docs/adr/0004).
const screenshotComparison = {
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
};
const storyBaselines = path.join(dirname, '.storybook/__screenshots__');

/**
 * The stories run as two Vitest projects, each in its own Chromium page, so two stories
 * render at once: a story waits on answers, fonts and quiet frames as much as it computes.
 * (One project with two pages would need its own maxWorkers, and Vitest then runs it in a
 * group apart from the server suites instead of beside them.) The halves hold about the
 * same number of stories; `storybook` and `storybook-2` together are every story.
 */
const storyHalves = [
  // app, ui and features a–e, then features f–z: 1,634 s and 1,583 s of story files in the
  // 2026-11-29 fresh-clone CI run (1,673 s and 1,203 s when the cut was at h).
  { name: 'storybook', exclude: ['**/node_modules/**', 'features/[f-z]*/**'] },
  { name: 'storybook-2', exclude: ['**/node_modules/**', 'app/**', 'ui/**', 'features/[a-e]*/**'] },
] as const;

/**
 * Server files that give both engines the same test: they use no test database (they start
 * their own servers on their own data directories, or test pure functions). They run once,
 * in `server`.
 */
const engineFree = [
  'server/tests/data-dir-lock.test.ts',
  'server/tests/seed-dates.test.ts',
  'server/tests/search-vocabulary.test.ts',
  'server/tests/bad-input/cut-text.test.ts',
];

/**
 * When PostgreSQL is given (`.ci/run`), every server file runs on it (`server-pg`), and the
 * embedded engine runs what is about the engine or differs on it: its data directory, the
 * demo seed and backups, shutdown, the extensions of search and nearby, the dialect that
 * lends PGlite's one connection to concurrent bookings, likes and limits, the channel that
 * ends sessions, and every route for every role (the authorisation matrix, each answer
 * checked against the contract). The journeys (e2e) all run on PGlite too. Without
 * PostgreSQL, `server` runs every file on PGlite. ADR 0050.
 */
const embeddedFiles = [
  ...engineFree,
  'server/tests/seed.test.ts',
  'server/tests/admin/backups/backup-now.test.ts',
  'server/tests/admin/backups/restore.test.ts',
  'server/tests/shutdown.test.ts',
  'server/tests/app-pages.test.ts',
  'server/tests/authorization.test.ts',
  'server/tests/property.test.ts',
  'server/tests/limits.test.ts',
  'server/tests/discovery/*.test.ts',
  'server/tests/feed/reading.test.ts',
  'server/tests/feed/writing.test.ts',
  'server/tests/appointments/booking.test.ts',
  'server/tests/auth/sessions-end.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * How the server suites run their files. A worker keeps its imported packages from one file to
 * the next (isolate: false; starting a process per file and loading Fastify, PGlite and the
 * driver again cost a server file about 4 s), while fresh-modules.ts has every file evaluate
 * the project's own modules anew, so a folder's shared setup registers its hooks in each file.
 */
const serverFiles = {
  isolate: false,
  setupFiles: ['server/tests/fresh-modules.ts'],
  unstubEnvs: true,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  // Pre-bundle everything the browser tests import, so a fresh clone's first run does not
  // discover a dependency mid-run, re-optimise and reload the page under a running test.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-intl',
      'react-router-dom',
      'socket.io-client',
      'swr',
      'swr/infinite',
      'swr/mutation',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'lucide-react',
      '@tanstack/react-table',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@radix-ui/react-alert-dialog',
      '@radix-ui/react-avatar',
      '@radix-ui/react-checkbox',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-progress',
      '@radix-ui/react-radio-group',
      '@radix-ui/react-select',
      '@radix-ui/react-slot',
      '@radix-ui/react-switch',
      '@radix-ui/react-tabs',
      '@radix-ui/react-toast',
      '@radix-ui/react-tooltip',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'nepali-datetime',
      'signature_pad',
      '@formatjs/intl-pluralrules/should-polyfill.js',
      '@formatjs/intl-pluralrules/polyfill-force.js',
      '@formatjs/intl-pluralrules/locale-data/ne.js',
      '@formatjs/intl-pluralrules/locale-data/en.js',
      '@formatjs/intl-numberformat/should-polyfill.js',
      '@formatjs/intl-numberformat/polyfill-force.js',
      '@formatjs/intl-numberformat/locale-data/ne.js',
      '@formatjs/intl-numberformat/locale-data/en.js',
      '@formatjs/intl-datetimeformat/should-polyfill.js',
      '@formatjs/intl-datetimeformat/polyfill-force.js',
      '@formatjs/intl-datetimeformat/locale-data/ne.js',
      '@formatjs/intl-datetimeformat/locale-data/en.js',
      '@formatjs/intl-relativetimeformat/should-polyfill.js',
      '@formatjs/intl-relativetimeformat/polyfill-force.js',
      '@formatjs/intl-relativetimeformat/locale-data/ne.js',
      '@formatjs/intl-relativetimeformat/locale-data/en.js',
    ],
  },
  test: {
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{ui,lib,contract,mocks,features,app,scripts,tests}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'server',
          environment: 'node',
          include: withPostgres ? embeddedFiles : ['server/**/*.test.ts'],
          // What only PostgreSQL has (named prepared statements) runs in `server-pg` alone.
          exclude: ['server/tests/postgres/**', '**/node_modules/**'],
          // The demo, seeded once for the project's files (harness.ts copies it).
          globalSetup: ['server/tests/global-setup.ts'],
          // Files run beside the browser projects (Vitest's default group), one at a time on
          // a 2-core machine (workers = cores − 1); each file has its own database. With
          // fileParallelism: false they would wait for the browser projects to finish.
          ...serverFiles,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      {
        extends: true as const,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          // The demo, seeded once for the journeys (harness.ts copies its data directory).
          globalSetup: ['e2e/global-setup.ts'],
          // As in the server suites: a worker keeps its packages (Fastify, PGlite, Playwright)
          // from one journey to the next and evaluates the project's own modules anew for
          // each (fresh-modules.ts). Importing them per journey cost about 2 s of a journey's
          // time and 6 s of CPU on a quiet machine (ADR 0050).
          isolate: false,
          setupFiles: ['server/tests/fresh-modules.ts'],
          // In the default group, beside the browser projects, instead of a group of their own
          // after everything (fileParallelism: false did that): each journey has its own
          // server, port, data directory and Chromium. On a 2-core machine they take the node
          // worker in turn with the server files.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page on a busy 2-core machine may take seconds to show what a poll waits for.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      // The same suite on a real PostgreSQL when one is given (.ci/run starts one).
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                environment: 'node',
                include: ['server/**/*.test.ts'],
                exclude: engineFree,
                globalSetup: ['server/tests/global-setup.ts'],
                ...serverFiles,
                env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
              },
            },
          ]
        : []),
      ...(needsBrowser
        ? [
            ...storyHalves.map((half) => ({
              extends: true as const,
              plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
              test: {
                name: half.name,
                exclude: [...half.exclude],
                // One window for every story file of the half, as in Storybook itself: a new
                // window per file evaluated the preview, MSW and every module again, about
                // 2 s a file (ADR 0053). Each story still has its own providers, caches,
                // session and handlers, and the Intl of its language (story-intl.ts).
                isolate: false,
                // Each story's play function, a11y check and visual baseline(s) on a busy 2-core CI.
                testTimeout: 30_000,
                // Feature and page stories take their visual baseline in this same run
                // (.storybook/visual.ts, called from the preview's afterEach).
                setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
                browser: {
                  // Tall enough for a whole page at phone width (.storybook/visual.ts MAX_HEIGHT).
                  ...browser({ width: 1400, height: 7000 }),
                  expect: {
                    toMatchScreenshot: {
                      ...screenshotComparison,
                      // One folder, named by story id: a baseline survives moving its story file.
                      resolveScreenshotPath: ({
                        arg,
                        ext,
                        browserName,
                        platform,
                      }: Record<'arg' | 'ext' | 'browserName' | 'platform', string>) =>
                        path.join(storyBaselines, `${arg}-${browserName}-${platform}${ext}`),
                    },
                  },
                },
              },
            })),
            {
              extends: true as const,
              test: {
                name: 'browser',
                include: ['{ui,lib,features,app}/**/*.browser.test.{ts,tsx}'],
                browser: {
                  ...browser(),
                  expect: { toMatchScreenshot: screenshotComparison },
                },
              },
            },
          ]
        : []),
    ],
  },
});
