// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageProvider, usePageTitle, type PageShown } from '.';

afterEach(cleanup);

function Page({ parts, view }: { parts: string[] | null; view?: string }) {
  usePageTitle(parts, { view });
  return null;
}

const inNepali = (ui: React.ReactNode) => (
  <IntlProvider locale="ne" messages={{ 'page.title.brand': 'उज्यालो हेल्थ' }}>
    {ui}
  </IntlProvider>
);

describe('usePageTitle', () => {
  it('titles the document most specific part first, brand last, in the reader’s language', () => {
    render(inNepali(<Page parts={['अपोइन्टमेन्ट', 'डाक्टर पोर्टल']} />));
    expect(document.title).toBe('अपोइन्टमेन्ट – डाक्टर पोर्टल – उज्यालो हेल्थ');
  });

  it('is the brand alone without parts, and skips empty ones', () => {
    render(
      <IntlProvider locale="en">
        <Page parts={['', 'About Us']} />
      </IntlProvider>,
    );
    expect(document.title).toBe('About Us – Ujyalo Health');
    cleanup();
    render(
      <IntlProvider locale="en">
        <Page parts={[]} />
      </IntlProvider>,
    );
    expect(document.title).toBe('Ujyalo Health');
  });

  it('tells the app about the page and its view, and waits while the page is not ready', () => {
    const shown = vi.fn<(page: PageShown) => void>();
    const ui = (parts: string[] | null, view?: string) => (
      <IntlProvider locale="en">
        <PageProvider onShown={shown}>
          <Page parts={parts} view={view} />
        </PageProvider>
      </IntlProvider>
    );
    const { rerender } = render(ui(null));
    expect(shown).not.toHaveBeenCalled();
    rerender(ui(['Appointments', 'Doctor portal'], 'appointments'));
    expect(shown).toHaveBeenLastCalledWith({
      title: 'Appointments – Doctor portal – Ujyalo Health',
      view: 'appointments',
    });
    rerender(ui(['Blog', 'Doctor portal'], 'blog'));
    expect(shown).toHaveBeenLastCalledWith({
      title: 'Blog – Doctor portal – Ujyalo Health',
      view: 'blog',
    });
  });
});
