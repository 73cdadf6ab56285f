// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The layers of ARCHITECTURE.md, by folder. `features/*` captures the domain. */
export const layerElements = [
  { type: 'ui', pattern: 'ui', partialMatch: false },
  { type: 'contract', pattern: 'contract', partialMatch: false },
  { type: 'lib', pattern: 'lib', partialMatch: false },
  { type: 'feature', pattern: 'features/*', capture: ['domain'], partialMatch: false },
  { type: 'app', pattern: 'app', partialMatch: false },
  { type: 'mocks', pattern: 'mocks', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'storybook', pattern: '[.]storybook', partialMatch: false },
];

const is = (type) => ({ to: { element: { type } } });

/** Who may import whom. Anything not allowed here is an error. */
export const layerPolicies = [
  { from: { element: { type: 'ui' } }, allow: is('ui') },
  { from: { element: { type: 'contract' } }, allow: is('contract') },
  { from: { element: { type: 'lib' } }, allow: [is('lib'), is('contract')] },
  {
    from: { element: { type: 'feature' } },
    allow: [
      {
        to: {
          element: { type: 'feature', captured: { domain: '{{ from.element.captured.domain }}' } },
        },
      },
      is('ui'),
      is('lib'),
      is('contract'),
    ],
  },
  {
    from: { element: { type: 'app' } },
    allow: [is('app'), is('feature'), is('ui'), is('lib'), is('contract')],
  },
  { from: { element: { type: 'mocks' } }, allow: [is('mocks'), is('contract')] },
  { from: { element: { type: 'server' } }, allow: [is('server'), is('contract')] },
  // Journeys start the real server in-process and drive the app through the browser.
  {
    from: { element: { type: 'e2e' } },
    allow: [is('e2e'), is('contract'), is('mocks'), is('server')],
  },
  {
    from: { element: { type: 'storybook' } },
    allow: [
      is('storybook'),
      is('ui'),
      is('lib'),
      is('contract'),
      is('feature'),
      is('app'),
      is('mocks'),
    ],
  },
  // Stories and tests may use the mocks (and, for the mock-backed dev mode, app/ too).
  { from: { file: { categories: 'story-or-test' } }, allow: [is('mocks'), is('storybook')] },
];

const LITERAL_PROPS = [
  'label',
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
  'aria-braillelabel',
  'aria-brailleroledescription',
];

/**
 * The whole lint setup, rooted at `tsconfigRootDir`, so the layer-rule tests can
 * lint a small fixture tree with exactly the rules the project uses.
 */
export function createConfig(tsconfigRootDir) {
  return tseslint.config(
    {
      ignores: [
        'node_modules',
        'dist',
        'storybook-static',
        'coverage',
        '.data',
        'public/mockServiceWorker.js',
        'tests/lint-fixtures/**',
        '**/*.generated.ts',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...globals.browser, ...globals.node },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
      },
    },
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, boundaries, 'import-x': importX },
      settings: {
        'import/resolver': { typescript: { project: `${tsconfigRootDir}/tsconfig.json` } },
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: `${tsconfigRootDir}/tsconfig.json` }),
        ],
        'boundaries/root-path': tsconfigRootDir,
        'boundaries/elements': layerElements,
        'boundaries/files': [
          { category: 'story-or-test', pattern: '**/*.{stories,test,browser.test,mock}.{ts,tsx}' },
        ],
        'boundaries/include': [
          'ui/**',
          'contract/**',
          'lib/**',
          'features/**',
          'app/**',
          'mocks/**',
          'server/**',
          'e2e/**',
          '.storybook/**',
        ],
      },
      rules: {
        ...reactHooks.configs.recommended.rules,
        ...jsxA11y.flatConfigs.recommended.rules,
        'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        // A scrollable region must take focus so keyboard users can scroll it (axe agrees).
        'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      },
    },
    {
      // No literal user-visible strings in product code: everything goes through messages.
      files: ['{ui,features,app}/**/*.tsx'],
      ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
      plugins: { formatjs },
      rules: {
        'formatjs/no-literal-string-in-jsx': [
          'error',
          { props: { include: [['*', `{${LITERAL_PROPS.join(',')}}`]] } },
        ],
        'formatjs/enforce-default-message': ['error', 'literal'],
        'formatjs/no-multiple-whitespaces': 'error',
      },
    },
    {
      files: ['{ui,features,app,lib}/**/messages.ts'],
      plugins: { formatjs },
      rules: {
        'formatjs/enforce-default-message': ['error', 'literal'],
        'formatjs/enforce-placeholders': 'error',
        'formatjs/no-multiple-whitespaces': 'error',
      },
    },
    {
      // Small files by rule (issue 12): one step, fieldset or section per file. Stories,
      // message catalogues and data catalogues (fixtures, seed data, the endpoint table)
      // are lists, not logic, and are exempt.
      files: ['**/*.{ts,tsx,js,mjs}'],
      ignores: [
        '**/*.stories.tsx',
        '**/messages.ts',
        'mocks/fixtures/**',
        'server/domain/*-data.ts',
        'server/domain/seed-directory.ts',
        'contract/endpoints.ts',
      ],
      rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
    },
    {
      // A handler's caller and params are typed from its endpoint (server/http/route.ts):
      // nothing in a route needs asserting into being.
      files: ['server/routes/**'],
      rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
    },
    {
      // A lazy import names the component's module, never a feature's barrel: a lazily
      // loaded barrel becomes a chunk that loads everything it re-exports (ADR 0045).
      files: ['app/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: 'ImportExpression[source.value=/^@features\\/[a-z-]+$/]',
            message:
              "Lazy-load the component's module (@features/<name>/components/<component>), not the feature's barrel (ADR 0045).",
          },
        ],
      },
    },
    ...storybook.configs['flat/recommended'],
  );
}
