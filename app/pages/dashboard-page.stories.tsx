import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { Role } from '@contract/roles';
import { users } from '@mocks/fixtures/auth';
import { sessions, signedIn } from '@mocks/fixtures/sessions';
import DashboardPage from './dashboard-page';

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/dashboard'] } },
  render: () => (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route
        path="/portal/:portal"
        element={
          <main>
            <h1>Portal page</h1>
          </main>
        }
      />
    </Routes>
  ),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account of `role`, signed in. */
const as = (role: Role) => ({ session: sessions[role] });

const underConstruction = /Your portal is under construction/;

/** Welcome, role label and the link to the role's own portal; the note only for providers. */
const expectDashboard =
  (role: Role, roleLabel: string, portal: string, provider: boolean) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const { name } = users[role];
    await expect(canvas.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
    await expect(canvas.getByText(`Signed in as ${roleLabel}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my portal' })).toHaveAttribute(
      'href',
      portal,
    );
    if (provider) await expect(canvas.getByText(underConstruction)).toBeVisible();
    else await expect(canvas.queryByText(underConstruction)).toBeNull();
  };

export const Patient: Story = {
  parameters: as('patient'),
  play: async ({ canvasElement, step }) => {
    await step('See the welcome', () =>
      expectDashboard('patient', 'Patient', '/portal/user?tab=dashboard', false)({ canvasElement }),
    );
    await step('Go to my portal', () =>
      userEvent.click(within(canvasElement).getByRole('link', { name: 'Go to my portal' })),
    );
    await step('Land in the portal', async () => {
      await expect(
        await within(canvasElement).findByRole('heading', { name: 'Portal page' }),
      ).toBeVisible();
    });
  },
};

export const Public: Story = {
  parameters: as('public'),
  play: expectDashboard('public', 'Public', '/portal/user?tab=dashboard', false),
};

export const Doctor: Story = {
  parameters: as('doctor'),
  play: expectDashboard('doctor', 'Doctor', '/portal/doctor?tab=dashboard', false),
};

export const Admin: Story = {
  parameters: as('admin'),
  play: expectDashboard('admin', 'Administrator', '/portal/admin', false),
};

export const Hospital: Story = {
  parameters: as('hospital'),
  play: expectDashboard('hospital', 'Hospital', '/portal/hospital', true),
};

export const Lab: Story = {
  parameters: as('lab'),
  play: expectDashboard('lab', 'Lab', '/portal/lab', true),
};

export const Pharmacy: Story = {
  parameters: as('pharmacy'),
  play: expectDashboard('pharmacy', 'Pharmacy', '/portal/pharmacy', true),
};

export const Ambulance: Story = {
  parameters: as('ambulance'),
  play: expectDashboard('ambulance', 'Ambulance', '/portal/ambulance', true),
};

/** No name on the record: "User". */
export const MissingName: Story = {
  parameters: { session: sessions.namelessPatient },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Welcome, User' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('U')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { session: sessions.loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Nepali: Story = {
  parameters: { session: signedIn(users.lab, { name: 'काठमाडौं ल्याब' }) },
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Structure: this page's Nepali texts are merged into the catalogue separately.
    await expect(canvas.getByRole('heading', { level: 1, name: /काठमाडौं ल्याब/ })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/portal/lab');
  },
};

export const Dark: Story = {
  parameters: as('pharmacy'),
  globals: { theme: 'dark' },
  play: expectDashboard('pharmacy', 'Pharmacy', '/portal/pharmacy', true),
};
