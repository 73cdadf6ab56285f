import { parse } from '@formatjs/icu-messageformat-parser';
import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Production builds ship messages already parsed (ICU AST) instead of ICU strings, so the
 * browser needs no message parser: `defaultMessage`s in the source are compiled by the
 * formatjs TypeScript transformer, the Nepali catalogue by the parser, here at build time,
 * and `@formatjs/icu-messageformat-parser` resolves to its parser-free build. Dev servers
 * and tests keep parsing at run time. A message that reached the browser as a string
 * would fail to format, so the build refuses one it cannot compile.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'ujyalo:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (/\/lib\/i18n\/locales\/\w+\.json$/.test(file)) {
        const messages = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([key, text]) => [key, parse(text)]),
        );
        // Still JSON: Vite's JSON plugin turns it into a module afterwards.
        return { code: JSON.stringify(compiled), map: null };
      }
      if (file.includes('/node_modules/') || !/\.(tsx?)$/.test(file)) return null;
      if (!/defineMessages|FormattedMessage|formatMessage|defaultMessage/.test(code)) return null;
      const errors: string[] = [];
      const out = ts.transpileModule(code, {
        fileName: file,
        compilerOptions: {
          target: ts.ScriptTarget.ESNext,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.Preserve,
          verbatimModuleSyntax: false,
          sourceMap: false,
        },
        transformers: {
          before: [
            transformWithTs(ts, {
              ast: true,
              onMsgError: (_path, error) => errors.push(error.message),
            }),
          ],
        },
      });
      if (errors.length) this.error(`${file}: ${errors.join('; ')}`);
      return { code: out.outputText, map: null };
    },
  };
}
