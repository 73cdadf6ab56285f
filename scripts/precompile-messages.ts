import { parse } from '@formatjs/icu-messageformat-parser';
import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { cataloguePartOf } from '../lib/i18n/catalogue-parts';

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
    // `parts/ne-portal.ts` re-exports the catalogue: its import becomes `ne.json?part=portal`.
    async resolveId(source, importer) {
      const part = importer?.match(/\/lib\/i18n\/parts\/ne-(\w+)\.ts$/)?.[1];
      if (!part || source !== '../locales/ne.json') return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}?part=${part}` };
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (/\/lib\/i18n\/locales\/\w+\.json$/.test(file)) {
        const messages = JSON.parse(code) as Record<string, string>;
        // `ne.json?part=portal` (see resolveId): only that part's messages (lib/i18n/catalogue-parts.ts).
        const part = new URLSearchParams(id.split('?')[1] ?? '').get('part');
        const compiled = Object.fromEntries(
          Object.entries(messages)
            .filter(([key]) => part === null || cataloguePartOf(key) === part)
            .map(([key, text]) => [key, parse(text)]),
        );
        // A part is a module of its own (its id's query hides the .json type from the bundler);
        // the whole catalogue is still JSON, which Vite's JSON plugin turns into a module.
        if (part !== null)
          return {
            code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
            map: null,
            moduleType: 'js',
          };
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
