import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { Role } from '@contract/roles';
import type { Session } from '@lib/session';
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

const as = (role: Role, name: string): { session: Session } => ({
  session: { status: 'signed-in', user: { id: `u-${role}`, name, role } },
});

const underConstruction = /Your portal is under construction/;

/** Welcome, role label and the link to the role's own portal; the note only for providers. */
const expectDashboard =
  (name: string, roleLabel: string, portal: string, provider: boolean) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
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
  parameters: as('patient', 'Sita Sharma'),
  play: async (context) => {
    await expectDashboard('Sita Sharma', 'Patient', '/portal/user?tab=dashboard', false)(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('link', { name: 'Go to my portal' }),
    );
    await expect(
      await within(context.canvasElement).findByRole('heading', { name: 'Portal page' }),
    ).toBeVisible();
  },
};

export const Public: Story = {
  parameters: as('public', 'Hari Karki'),
  play: expectDashboard('Hari Karki', 'Public', '/portal/user?tab=dashboard', false),
};

export const Doctor: Story = {
  parameters: as('doctor', 'Dr. Ram Thapa'),
  play: expectDashboard('Dr. Ram Thapa', 'Doctor', '/portal/doctor?tab=dashboard', false),
};

export const Admin: Story = {
  parameters: as('admin', 'Gita Adhikari'),
  play: expectDashboard('Gita Adhikari', 'Administrator', '/portal/admin', false),
};

export const Hospital: Story = {
  parameters: as('hospital', 'Bir Hospital'),
  play: expectDashboard('Bir Hospital', 'Hospital', '/portal/hospital', true),
};

export const Lab: Story = {
  parameters: as('lab', 'Kathmandu Diagnostic Lab'),
  play: expectDashboard('Kathmandu Diagnostic Lab', 'Lab', '/portal/lab', true),
};

export const Pharmacy: Story = {
  parameters: as('pharmacy', 'Pokhara Pharmacy'),
  play: expectDashboard('Pokhara Pharmacy', 'Pharmacy', '/portal/pharmacy', true),
};

export const Ambulance: Story = {
  parameters: as('ambulance', 'Lalitpur Ambulance Service'),
  play: expectDashboard('Lalitpur Ambulance Service', 'Ambulance', '/portal/ambulance', true),
};

/** No name on the record: "User". */
export const MissingName: Story = {
  parameters: as('patient', ''),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Welcome, User' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('U')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { session: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Nepali: Story = {
  parameters: as('lab', 'काठमाडौं ल्याब'),
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Structure: this page's Nepali texts are merged into the catalogue separately.
    await expect(canvas.getByRole('heading', { level: 1, name: /काठमाडौं ल्याब/ })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/portal/lab');
  },
};

export const Dark: Story = {
  parameters: as('pharmacy', 'Pokhara Pharmacy'),
  globals: { theme: 'dark' },
  play: expectDashboard('Pokhara Pharmacy', 'Pharmacy', '/portal/pharmacy', true),
};
