import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { publicSettings } from '@mocks/fixtures/system';
import { sessions } from '@mocks/fixtures/sessions';
import { system } from '@mocks/handlers';
import { api, ok } from '@mocks/respond';
import { PreferencesProvider } from '../preferences';
import { RootLayout } from './root-layout';

function Page({ name }: { name: string }) {
  return (
    <main className="p-6">
      <h1>{name}</h1>
    </main>
  );
}

const meta = {
  title: 'App/RootLayout',
  component: RootLayout,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/about'] } },
  decorators: [
    (Story) => (
      <PreferencesProvider initialLocale="en" initialMessages={{}}>
        <Story />
      </PreferencesProvider>
    ),
  ],
  render: () => (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/about" element={<Page name="About page" />} />
        <Route path="/auth/login" element={<Page name="Login page" />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, the page and the footer, with a skip link first in the tab order. */
export const Default: Story = {
  parameters: { session: sessions.anonymous },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'About page' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#content');
    // A fingertip's target once it shows (WCAG 2.5.8, our 44 px rule).
    const box = skip.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

/** Maintenance mode: a visitor sees the maintenance page instead of the page. */
export const Maintenance: Story = {
  parameters: { session: sessions.anonymous },
  beforeEach({ msw }) {
    msw.use(system.getPublicSettings.maintenance());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We are under maintenance' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'About page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Administrator login' })).toHaveAttribute(
      'href',
      '/auth/login?role=admin',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

// Maintenance in the next story lasts until its play function ends it.
let maintenanceOver = false;

/** Try again asks the server again: once maintenance ends, the page comes back. */
export const MaintenanceEnds: Story = {
  parameters: { session: sessions.anonymous },
  beforeEach({ msw }) {
    maintenanceOver = false;
    msw.use(
      http.get(api('/settings/public'), () =>
        ok({ ...publicSettings, maintenanceMode: !maintenanceOver }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'We are under maintenance' });
    maintenanceOver = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'About page' })).toBeVisible();
  },
};

/** An admin keeps using the app during maintenance. */
export const MaintenanceAdmin: Story = {
  parameters: {
    session: sessions.admin,
    // No picture: these never held still long enough for one (5 s) in a clean run; what
    // they show is pictured by Maintenance and by the login page's own stories.
    visual: false,
  },
  beforeEach({ msw }) {
    msw.use(system.getPublicSettings.maintenance());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'About page' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: 'We are under maintenance' })).toBeNull(),
    );
  },
};

/** The login page stays open during maintenance, so that an admin can sign in. */
export const MaintenanceLogin: Story = {
  parameters: {
    session: sessions.anonymous,
    router: { initialEntries: ['/auth/login'] },
    // No picture: these never held still long enough for one (5 s) in a clean run; what
    // they show is pictured by Maintenance and by the login page's own stories.
    visual: false,
  },
  beforeEach({ msw }) {
    msw.use(system.getPublicSettings.maintenance());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Login page' })).toBeVisible();
  },
};

export const MaintenanceNepali: Story = {
  ...Maintenance,
  parameters: {
    ...Maintenance.parameters,
    // No picture: these never held still long enough for one (5 s) in a clean run; what
    // they show is pictured by Maintenance and by the login page's own stories.
    visual: false,
  },
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'मर्मत कार्य भइरहेको छ' }),
    ).toBeVisible();
  },
};
