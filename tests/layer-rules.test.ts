import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints a small tree that mirrors the project's layers with the project's own lint
// setup: each rule of ARCHITECTURE.md must turn a breaking file into an error.
const cwd = path.join(import.meta.dirname, 'lint-fixtures');
let results: Map<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({ cwd, ignore: false });
  const linted = await eslint.lintFiles(['**/*.ts', '**/*.tsx']);
  results = new Map(
    linted.map((r) => [
      path.relative(cwd, r.filePath),
      r.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`),
    ]),
  );
}, 60_000);

describe('layer rules', () => {
  it.each([
    ['ui/imports-lib.ts', 'boundaries/dependencies'],
    ['contract/imports-ui.ts', 'boundaries/dependencies'],
    ['lib/imports-feature.ts', 'boundaries/dependencies'],
    ['features/alpha/imports-other-feature.ts', 'boundaries/dependencies'],
    ['features/alpha/imports-app.ts', 'boundaries/dependencies'],
    ['features/alpha/imports-mocks.ts', 'boundaries/dependencies'],
    ['features/alpha/imports-server.ts', 'boundaries/dependencies'],
    ['server/imports-client.ts', 'boundaries/dependencies'],
    ['mocks/imports-ui.ts', 'boundaries/dependencies'],
    ['lib/cycle-a.ts', 'import-x/no-cycle'],
    ['lib/unmarked-type-import.ts', '@typescript-eslint/consistent-type-imports'],
    ['features/alpha/literal-text.tsx', 'formatjs/no-literal-string-in-jsx'],
    ['features/alpha/literal-aria.tsx', 'formatjs/no-literal-string-in-jsx'],
    ['features/alpha/too-long.ts', 'max-lines'],
  ])('%s breaks %s', (file, rule) => {
    expect(results.get(file)).toContain(rule);
  });

  it.each([
    'features/alpha/allowed.tsx',
    'features/alpha/allowed.stories.tsx',
    'app/allowed.ts',
    'ui/token.ts',
  ])('%s follows every rule', (file) => {
    expect(results.get(file)).toEqual([]);
  });
});
