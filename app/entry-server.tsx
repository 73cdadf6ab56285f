import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, type Middleware } from 'swr';
import type { PublicSettings } from '@contract/system';
import { createApiClient, memoryStorage, type ApiClient } from '@lib/api';
import { isLocale, loadWholeCatalogue, type Locale, type Messages } from '@lib/i18n';
import { primePublicSettings } from '@lib/settings';
import { answerEntries, answerId, firstKey } from './answer-keys';
import { PreferencesProvider } from './preferences';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { scriptJson, type ServerState } from './server-state';

export { pageModuleOf, rendersOnServer } from './server-routes';

/**
 * A public page made on the server (ADR 0048): the same routes, providers and screens as
 * the browser's, drawn for a visitor in their language, with the answers the page asks for
 * already in it. The browser then hydrates this markup instead of drawing the page again.
 */

type Asked = { key: unknown; fetcher: (key: unknown) => unknown };

/** Each pass notes the reads the page asks for; the next pass has their answers. */
const MAX_PASSES = 3;

async function prerender(tree: React.ReactNode): Promise<string> {
  // One piece: a part sent apart (React does so past a size) is swapped in by an inline
  // script, which the CSP blocks.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Infinity });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

type Page = { url: string; locale: Locale; messages: Messages; client: ApiClient };

function page(
  { url, locale, messages, client }: Page,
  answers: Map<string, unknown>,
  asked: Map<string, Asked>,
) {
  // Notes every read with its fetcher, which runs with this request's client.
  const note: Middleware = (useSWRNext) =>
    function useNoted(key, fetcher, config) {
      const id = answerId(key, fetcher);
      const known = id !== null && answers.has(id);
      if (id !== null && !known) asked.set(id, { key, fetcher: fetcher as Asked['fetcher'] });
      // As the browser sees an answer that came with the page (app/server-answers): known,
      // not loading.
      return useSWRNext(key, fetcher, known ? { ...config, revalidateOnMount: false } : config);
    };
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <PreferencesProvider initialLocale={locale} initialMessages={messages}>
          <AppProviders client={client}>
            {/* Where the browser puts the answers it hydrates with (app/main.tsx). */}
            <SWRConfig
              value={{
                provider: () => new Map(),
                fallback: Object.fromEntries(answers),
                use: [note],
              }}
            >
              <AppRoutes />
            </SWRConfig>
          </AppProviders>
        </PreferencesProvider>
      </StaticRouter>
    </StrictMode>
  );
}

export type RenderOptions = {
  /** The page's path and query. */
  url: string;
  /** The visitor's language (their `language` cookie); else the site's default. */
  language?: string;
  /** How the page's reads reach the API: the server answers them itself. */
  fetch: typeof globalThis.fetch;
};

export async function render({ url, language, fetch }: RenderOptions) {
  const bare = createApiClient({ fetch, storage: memoryStorage() });
  const settings: PublicSettings | undefined = await bare
    .getPublicSettings()
    .catch(() => undefined);
  const locale: Locale = isLocale(language) ? language : (settings?.defaultLanguage ?? 'en');
  // The page's reads ask in its language, as the browser's do.
  const client = createApiClient({ fetch, storage: memoryStorage({ language: locale }) });
  primePublicSettings(client, settings);
  const messages = await loadWholeCatalogue(locale);
  const drawn: Page = { url, locale, messages, client };

  const answers = new Map<string, unknown>();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const asked = new Map<string, Asked>();
    html = await prerender(page(drawn, answers, asked));
    // The last pass's markup is the page: what it asked for now stays with the browser.
    if (asked.size === 0 || pass === MAX_PASSES - 1) break;
    await Promise.all(
      [...asked].map(async ([id, { key, fetcher }]) => {
        // A read that fails is left to the browser, which shows its own error and retry.
        const answer = await Promise.resolve()
          .then(() => fetcher(firstKey(key)))
          .catch(() => undefined);
        if (answer === undefined) return;
        for (const [name, value] of answerEntries(key, id, answer)) answers.set(name, value);
      }),
    );
    if ([...asked.keys()].every((id) => !answers.has(id))) break;
  }
  const state: ServerState = {
    locale,
    settings,
    answers: Object.fromEntries(answers),
  };
  return { html, stateJson: scriptJson(state), locale: state.locale };
}
