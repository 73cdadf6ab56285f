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

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 800, height: 600 },
  screenshotFailures: false,
});

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
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
      ...(needsBrowser
        ? [
            {
              extends: true as const,
              plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
              test: {
                name: 'storybook',
                browser: browser(),
              },
            },
            {
              extends: true as const,
              test: {
                name: 'browser',
                include: ['{ui,lib,features,app}/**/*.browser.test.{ts,tsx}'],
                browser: {
                  ...browser(),
                  expect: {
                    toMatchScreenshot: {
                      comparatorName: 'pixelmatch' as const,
                      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
                    },
                  },
                },
              },
            },
          ]
        : []),
    ],
  },
});
