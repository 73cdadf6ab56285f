import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { portalAccess } from './guards';
import { RequireRole } from './require-role';

/** Shows which page the guard ended on, with its query string. */
function Marker({ name }: { name: string }) {
  const { search } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p data-testid="search">{search}</p>
    </main>
  );
}

const meta = {
  title: 'App/RequireRole',
  component: RequireRole,
  parameters: { router: { initialEntries: ['/portal/doctor?tab=patients'] } },
  args: { roles: portalAccess['/portal/doctor'], children: <Marker name="Doctor portal" /> },
  render: (args) => (
    <Routes>
      <Route path="/auth/login" element={<Marker name="Login page" />} />
      <Route path="/portal/user" element={<Marker name="User portal" />} />
      <Route path="/portal/doctor" element={<RequireRole {...args} />} />
    </Routes>
  ),
} satisfies Meta<typeof RequireRole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { session: sessions.loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** To login, carrying the path and query back as one encoded redirect parameter. */
export const Anonymous: Story = {
  parameters: { session: sessions.anonymous },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Login page' })).toBeVisible();
    await expect(canvas.getByTestId('search')).toHaveTextContent(
      '?redirect=%2Fportal%2Fdoctor%3Ftab%3Dpatients',
    );
  },
};

/** A patient at the doctor portal goes to their own dashboard. */
export const WrongRole: Story = {
  parameters: { session: sessions.patient },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'User portal' })).toBeVisible();
    await expect(canvas.getByTestId('search')).toHaveTextContent('?tab=dashboard');
  },
};

export const Allowed: Story = {
  parameters: { session: sessions.doctor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Doctor portal' })).toBeVisible();
    await expect(canvas.getByTestId('search')).toHaveTextContent('?tab=patients');
  },
};

export const AdminAllowed: Story = {
  parameters: { session: sessions.admin },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Doctor portal' }),
    ).toBeVisible();
  },
};
