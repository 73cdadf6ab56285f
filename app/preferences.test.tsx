// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesProvider, usePreferences } from './preferences';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

let offer: (locale: 'en' | 'ne') => Promise<void> = async () => undefined;
function Probe() {
  const { locale, offerDefaultLocale } = usePreferences();
  offer = offerDefaultLocale;
  return <output aria-label="language">{locale}</output>;
}

const renderApp = () =>
  render(
    <PreferencesProvider initialLocale="en" initialMessages={{}}>
      <Probe />
    </PreferencesProvider>,
  );

describe("the site's default language (the admin's setting, ADR 0027)", () => {
  it('opens a first visit in it, without storing it as the visitor’s choice', async () => {
    renderApp();
    await act(() => offer('ne'));
    await waitFor(() => expect(screen.getByLabelText('language').textContent).toBe('ne'));
    expect(document.documentElement.lang).toBe('ne');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('gives way to a language the visitor chose', async () => {
    localStorage.setItem('language', 'en');
    renderApp();
    await act(() => offer('ne'));
    expect(screen.getByLabelText('language').textContent).toBe('en');
  });
});
