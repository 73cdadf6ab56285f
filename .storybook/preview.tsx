import '../ui/styles/globals.css';
import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ThemeProvider, type ThemeMode } from '@ui/theme';
import { TooltipProvider } from '@ui/tooltip';
import { Toaster, toast } from '@ui/toast';
import { AppIntlProvider, loadLocale, toLocale, type Messages } from '@lib/i18n';
import { createApiClient, memoryStorage, type ApiClientOptions } from '@lib/api';
import { SessionProvider, type Session } from '@lib/session';
import { worker } from '@mocks/browser';
import { resetStores } from '@mocks/stores';

/**
 * The session of a story: fixed by `parameters.session`, or else live on a client of its
 * own (memory storage, so no token outlives the story; the story's language; options such
 * as a short time-out from `parameters.apiClient`), so sign-in flows run for real over MSW.
 */
function StorySession({
  session,
  options,
  children,
}: {
  session: Session | undefined;
  options: ApiClientOptions;
  children: ReactNode;
}) {
  const [client] = useState(() => createApiClient(options));
  return (
    <SessionProvider session={session} client={client}>
      {children}
    </SessionProvider>
  );
}

const withProviders: Decorator = (Story, { globals, loaded, parameters, id }) => {
  const locale = toLocale(globals.locale);
  return (
    <ThemeProvider mode={(globals.theme as ThemeMode) ?? 'light'}>
      <AppIntlProvider locale={locale} messages={(loaded.messages as Messages) ?? {}}>
        {/* A fresh cache per story, so no story sees another's data. */}
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <StorySession
            key={id}
            session={parameters.session as Session | undefined}
            options={{
              storage: memoryStorage(locale === 'ne' ? { language: 'ne' } : {}),
              ...(parameters.apiClient as ApiClientOptions | undefined),
            }}
          >
            <MemoryRouter initialEntries={parameters.router?.initialEntries ?? ['/']}>
              <TooltipProvider>
                <Story />
                <Toaster />
              </TooltipProvider>
            </MemoryRouter>
          </StorySession>
        </SWRConfig>
      </AppIntlProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // Toasts and the handlers' stores live in modules, which every story of a window shares:
  // one story's toast or save must not show up in the next one. A story's own beforeEach
  // runs after this one, so it can start a store elsewhere.
  beforeEach() {
    toast.clear();
    resetStores();
  },
  // Under Vitest (the storybook project) .storybook/vitest.setup.ts installs the visual
  // capture; in Storybook there is none and this does nothing.
  async afterEach(context) {
    const capture = (globalThis as { __captureStory?: (c: typeof context) => Promise<void> })
      .__captureStory;
    await capture?.(context);
  },
  loaders: [
    mswLoader(async () => {
      await worker.start({ quiet: true, onUnhandledRequest: 'error' });
      return worker;
    }),
    async ({ globals }) => {
      const locale = toLocale(globals.locale);
      // Under Vitest: the Intl of the story's language, whatever story ran before it
      // (.storybook/story-intl.ts). In Storybook there is none and this does nothing.
      (globalThis as { __storyIntl?: (l: typeof locale) => void }).__storyIntl?.(locale);
      return { messages: await loadLocale(locale) };
    },
  ],
  initialGlobals: { theme: 'light', locale: 'en' },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ne', title: 'नेपाली' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    // Chromatic snapshots every story in both themes and both languages (chromatic.config.json).
    chromatic: {
      modes: {
        'light en': { theme: 'light', locale: 'en' },
        'dark en': { theme: 'dark', locale: 'en' },
        'light ne': { theme: 'light', locale: 'ne' },
        'dark ne': { theme: 'dark', locale: 'ne' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
