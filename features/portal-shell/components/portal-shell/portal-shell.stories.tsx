import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '@lib/session';
import { users } from '@mocks/fixtures/auth';
import { sessions, signedIn } from '@mocks/fixtures/sessions';
import { requestAdminTab } from '../../tabs';
import { PortalShell } from './portal-shell';

// A photo that needs no request: MSW fails a story on any unhandled one.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0d6b67"/><circle cx="32" cy="25" r="12" fill="#fde9c4"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="#fde9c4"/></svg>',
  );

const { patient, admin } = sessions;
/** The demo doctor, with a photo. */
const doctor = signedIn(users.doctor, { avatarUrl: photo });

const phone = { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' };

/** The address the shell left in the router, and a Back button, for the play functions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <aside aria-label="Story controls" className="border-t border-border p-4 text-sm">
      <p data-testid="location">{`${pathname}${search}`}</p>
      <button type="button" className="min-h-touch underline" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </aside>
  );
}

const meta = {
  title: 'PortalShell/PortalShell',
  component: PortalShell,
  args: { portal: 'user' },
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/portal/user?tab=dashboard'] },
  },
  render: (args) => (
    <>
      <Routes>
        <Route path="/portal/:portal" element={<PortalShell {...args} />} />
        <Route
          path="/auth/login"
          element={
            <main>
              <h1>Login page</h1>
            </main>
          }
        />
        <Route
          path="/start"
          element={
            <main>
              <h1>Start page</h1>
            </main>
          }
        />
      </Routes>
      <LocationProbe />
    </>
  ),
} satisfies Meta<typeof PortalShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('navigation', { name }));
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name });
const linkNames = (nav: ReturnType<typeof sidebar>) =>
  nav.getAllByRole('link').map((link) => link.textContent);

const comingSoon = 'This section is coming in a next release.';

export const PatientDashboard: Story = {
  parameters: { session: patient },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = sidebar(canvasElement, 'Patient portal');
    await expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Appointments',
      'Medical Records',
      'Prescriptions',
      'Medicines',
      'Notifications',
      'Emergency',
      'History Paper',
      'Health Posts',
      'Profile',
    ]);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'History Paper' })).toHaveAttribute(
      'href',
      '/portal/user?tab=historyPaper',
    );
    await expect(nav.getByText('Sita Sharma')).toBeVisible();
    await expect(nav.getByText('Patient')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();

    await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
    await expect(canvas.getByText('Welcome, Sita Sharma')).toBeVisible();
    // The figures and recent activity from GET /api/patient/dashboard (issue 17).
    await expect(await canvas.findByRole('region', { name: 'Recent activity' })).toBeVisible();
    await expect(canvas.getAllByText('Orders in progress').length).toBeGreaterThanOrEqual(1);
    const quick = within(canvas.getByRole('region', { name: 'Quick navigation' }));
    for (const [name, href] of [
      ['My appointments', '/portal/user?tab=appointments'],
      ['My prescriptions', '/portal/user?tab=prescriptions'],
      ['Medical records', '/portal/user?tab=records'],
      ['Order medicines', '/portal/user?tab=medicines'],
      ['Emergency', '/portal/user?tab=emergency'],
      ['Doctors near me', '/doctors-near-me'],
      ['Pharmacies near me', '/pharmacies-near-me'],
      ['Labs near me', '/labs-near-me'],
      ['Hospitals near me', '/hospitals-near-me'],
      ['Find an ambulance', '/ambulance-search'],
    ]) {
      await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // No badge without a count: no invented numbers.
    await expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible();
  },
};

/** Quick navigation opens the patient's own tab, and Back returns to the dashboard. */
export const QuickNavigationToTab: Story = {
  parameters: { session: patient },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const quick = within(canvas.getByRole('region', { name: 'Quick navigation' }));
    await step('Choose My prescriptions', () =>
      userEvent.click(quick.getByRole('link', { name: 'My prescriptions' })),
    );
    await step('See the Prescriptions tab', async () => {
      await expect(await heading(canvasElement, 'Prescriptions')).toBeVisible();
      await expect(canvas.getByText(comingSoon)).toBeVisible();
      await expect(location(canvasElement)).toHaveTextContent('/portal/user?tab=prescriptions');
    });
    await step('Go back: the dashboard again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }));
      await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
    });
  },
};

/** Every tab of the patient portal opens from the address, e.g. a bookmark. */
export const PatientTabFromAddress: Story = {
  parameters: {
    session: patient,
    router: { initialEntries: ['/portal/user?tab=historyPaper'] },
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'History Paper')).toBeVisible();
    await expect(
      sidebar(canvasElement, 'Patient portal').getByRole('link', { name: 'History Paper' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByText(comingSoon)).toBeVisible();
  },
};

/** Each tab in turn: the heading, the highlighted item and the address follow; Back works. */
export const DoctorEveryTab: Story = {
  args: { portal: 'doctor' },
  parameters: { session: doctor, router: { initialEntries: ['/portal/doctor'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = sidebar(canvasElement, 'Doctor portal');
    const tabs = [
      ['Dashboard', 'dashboard'],
      ['Appointments', 'appointments'],
      ['Patients', 'patients'],
      ['Prescriptions', 'prescriptions'],
      ['Referrals', 'referrals'],
      ['Consultations', 'consultations'],
      ['Transfers', 'transfers'],
      ['Requests', 'requests'],
      ['Letters', 'letters'],
      ['Advanced Schedule', 'advanced-schedule'],
      ['Verification', 'verification'],
      ['Blog', 'blog'],
      ['Health Posts', 'health-posts'],
      ['Profile', 'profile'],
    ] as const;
    // No tab in the address: the dashboard, and the address is left alone.
    await step('See every tab, the dashboard open', async () => {
      await expect(linkNames(nav)).toEqual(tabs.map(([label]) => label));
      await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
      await expect(location(canvasElement)).toHaveTextContent(/^\/portal\/doctor$/);
    });

    for (const [label, id] of tabs.slice(1)) {
      await step(`Open ${label}`, async () => {
        await userEvent.click(nav.getByRole('link', { name: label }));
        await expect(await heading(canvasElement, label)).toBeVisible();
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(location(canvasElement)).toHaveTextContent(`/portal/doctor?tab=${id}`);
        await expect(canvas.getByText(comingSoon)).toBeVisible();
      });
    }
    await step('Go back: Health Posts again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }));
      await expect(await heading(canvasElement, 'Health Posts')).toBeVisible();
      await expect(location(canvasElement)).toHaveTextContent('/portal/doctor?tab=health-posts');
    });
  },
};

/**
 * The shell has no doctor dashboard of its own (the app gives the doctor-dashboard
 * feature as the panel): the doctor's name, role and photo in the sidebar, and the panel
 * given for the tab.
 */
export const DoctorDashboard: Story = {
  args: { portal: 'doctor', panels: { dashboard: <p>Dashboard panel from the app</p> } },
  parameters: { session: doctor, router: { initialEntries: ['/portal/doctor?tab=dashboard'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = sidebar(canvasElement, 'Doctor portal');
    await expect(nav.getByText(users.doctor.name)).toBeVisible();
    await expect(nav.getByText('Doctor')).toBeVisible();
    await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
    await expect(canvas.getByText('Dashboard panel from the app')).toBeVisible();
    await expect(canvas.queryByText(`Welcome, ${users.doctor.name}`)).toBeNull();
    await waitFor(() =>
      expect(
        canvas.getByRole('navigation', { name: 'Doctor portal' }).querySelector('img'),
      ).toHaveAttribute('src', photo),
    );
  },
};

/** Counts given: badges on the tabs the seeds name, each saying what it counts. */
export const DoctorBadges: Story = {
  args: { portal: 'doctor', counts: { referrals: 3, consultations: 2, requests: 5 } },
  parameters: { session: doctor, router: { initialEntries: ['/portal/doctor?tab=referrals'] } },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement, 'Doctor portal');
    await expect(nav.getByRole('link', { name: 'Referrals 3 pending' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Consultations 2 active' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Requests 5 new' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Prescriptions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Appointments' })).toBeVisible();
    await expect(nav.getByText('3')).toBeVisible();
    await expect(nav.getByText('5')).toBeVisible();
  },
};

/** An unknown tab shows the dashboard and is replaced in history, so Back leaves. */
export const UnknownTab: Story = {
  parameters: {
    session: patient,
    router: { initialEntries: ['/start', '/portal/user?tab=billing'] },
  },
  play: async ({ canvasElement, step }) => {
    await step('See the dashboard in place of the unknown tab', async () => {
      await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
      await waitFor(() =>
        expect(location(canvasElement)).toHaveTextContent('/portal/user?tab=dashboard'),
      );
    });
    await step('Go back: the page before the portal', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Browser back' }));
      await expect(await heading(canvasElement, 'Start page')).toBeVisible();
    });
  },
};

/** The admin portal starts on pending approvals; the address keeps no tab. */
export const AdminDefault: Story = {
  args: { portal: 'admin', counts: { 'pending-approvals': 7 } },
  parameters: { session: admin, router: { initialEntries: ['/portal/admin'] } },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement, 'Admin portal');
    await expect(linkNames(nav).map((name) => name?.replace(/\d+.*$/, ''))).toEqual([
      'Dashboard',
      'Pending Approvals',
      'Users',
      'Hospitals',
      'Pharmacies',
      'Labs',
      'Ambulances',
      'Settings',
      'Analytics',
      'Buy Me a Coffee',
      'Reported Posts',
      'Audit Log',
    ]);
    await expect(await heading(canvasElement, 'Pending Approvals')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pending Approvals 7 pending' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByText('Administrator')).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/portal\/admin$/);
  },
};

export const AdminUnknownTab: Story = {
  args: { portal: 'admin' },
  parameters: { session: admin, router: { initialEntries: ['/portal/admin?tab=dashboardz'] } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Pending Approvals')).toBeVisible();
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent('/portal/admin?tab=pending-approvals'),
    );
  },
};

/** Another admin screen asks for a tab with the admin:navigate window event. */
export const AdminNavigateEvent: Story = {
  args: { portal: 'admin' },
  parameters: { session: admin, router: { initialEntries: ['/portal/admin?tab=dashboard'] } },
  play: async ({ canvasElement, step }) => {
    await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
    await step('Another screen asks for Users', async () => {
      requestAdminTab('users');
      await expect(await heading(canvasElement, 'Users')).toBeVisible();
      await expect(location(canvasElement)).toHaveTextContent('/portal/admin?tab=users');
    });
    await step('A raw admin:navigate event asks for Settings', async () => {
      window.dispatchEvent(new CustomEvent('admin:navigate', { detail: { tab: 'settings' } }));
      await expect(await heading(canvasElement, 'Settings')).toBeVisible();
    });
    await step('Go back: Users again', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Browser back' }));
      await expect(await heading(canvasElement, 'Users')).toBeVisible();
    });
  },
};

export const Loading: Story = {
  parameters: { session: sessions.loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** No name on the record: "User" everywhere, and its first letter in the avatar. */
export const MissingName: Story = {
  parameters: { session: sessions.namelessPatient },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement, 'Patient portal');
    await expect(nav.getByText('User')).toBeVisible();
    await expect(nav.getByText('U')).toBeVisible();
    await expect(within(canvasElement).getByText('Welcome, User')).toBeVisible();
  },
};

/** No photo: the avatar shows the first letter of the name. */
export const MissingPhoto: Story = {
  parameters: { session: signedIn(users.patient, { name: 'Sita' }) },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement, 'Patient portal');
    await expect(nav.getByText('S')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A record with none of the fields the shell reads (no parameters to merge into) still works. */
export const MissingFields: Story = {
  parameters: { session: { status: 'signed-in', user: { id: 'u-unknown' } } as unknown as Session },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement, 'Patient portal');
    await expect(nav.getByText('User')).toBeVisible();
    await expect(nav.queryByText('Patient')).toBeNull();
    await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
  },
};

export const Logout: Story = {
  parameters: { session: patient },
  play: async ({ canvasElement, step }) => {
    await step('Log out', () =>
      userEvent.click(
        sidebar(canvasElement, 'Patient portal').getByRole('button', { name: 'Log out' }),
      ),
    );
    await step('Land on the login page', async () => {
      await expect(await heading(canvasElement, 'Login page')).toBeVisible();
      await expect(location(canvasElement)).toHaveTextContent(/^\/auth\/login$/);
    });
  },
};

/** At 360 px the sidebar folds into a Menu button that opens it as a sheet. */
export const Mobile: Story = {
  parameters: {
    session: patient,
    viewport: { options: { phone } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
    // The bar keeps who is signed in in view; the desktop sidebar is hidden.
    const bar = sidebar(canvasElement, 'Patient portal');
    await step('See the bar: who is signed in, no links', async () => {
      await expect(bar.getByText('Sita Sharma')).toBeVisible();

      await expect(bar.queryByRole('link')).toBeNull();
    });

    await step('Open the menu', () => userEvent.click(bar.getByRole('button', { name: 'Menu' })));
    const sheet = within(await screen.findByRole('dialog', { name: 'Patient portal' }));
    await step('See every tab and Log out in the sheet', async () => {
      await expect(sheet.getAllByRole('link')).toHaveLength(10);
      await expect(sheet.getByRole('button', { name: 'Log out' })).toBeVisible();
    });
    await step('Choose Prescriptions: the sheet closes on it', async () => {
      await userEvent.click(sheet.getByRole('link', { name: 'Prescriptions' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(await heading(canvasElement, 'Prescriptions')).toBeVisible();
      await expect(canvas.getByText(comingSoon)).toBeVisible();
      // Nothing wider than the phone: no sideways scrolling.
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });
  },
};

/** Nepali: counts in Devanagari digits. */
export const Nepali: Story = {
  args: { portal: 'doctor', counts: { referrals: 3 } },
  parameters: { session: doctor, router: { initialEntries: ['/portal/doctor'] } },
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Structure: the Nepali catalogue of this feature is merged separately.
    const nav = within(canvas.getAllByRole('navigation')[0]!);
    await expect(nav.getAllByRole('link')).toHaveLength(14);
    await expect(nav.getByText('३')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { portal: 'user', counts: { notifications: 4 } },
  parameters: { session: patient },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement, 'Patient portal');
    await expect(nav.getByRole('link', { name: 'Notifications 4 new' })).toBeVisible();
    await expect(await heading(canvasElement, 'Dashboard')).toBeVisible();
    await expect(within(canvasElement).getByText('Welcome, Sita Sharma')).toBeVisible();
  },
};
