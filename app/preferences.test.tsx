// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesProvider, usePreferences } from './preferences';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The site's default arriving, as the root layout passes it on from the public settings. */
function Probe() {
  const { locale, offerDefaultLocale } = usePreferences();
  return (
    <>
      <output aria-label="language">{locale}</output>
      <button type="button" onClick={() => void offerDefaultLocale('ne')}>
        default ne
      </button>
    </>
  );
}

async function renderWithDefault() {
  render(
    <PreferencesProvider initialLocale="en" initialMessages={{}}>
      <Probe />
    </PreferencesProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'default ne' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  return () => screen.getByLabelText('language').textContent;
}

describe("the site's default language (the admin's setting, ADR 0026)", () => {
  it("opens a first visit in it, without storing it as the visitor's choice", async () => {
    const language = await renderWithDefault();
    await waitFor(() => expect(language()).toBe('ne'));
    expect(document.documentElement.lang).toBe('ne');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('gives way to a language the visitor chose', async () => {
    localStorage.setItem('language', 'en');
    const language = await renderWithDefault();
    expect(language()).toBe('en');
  });
});
