/**
 * How the admin screens' stories show a screen: signed in as the admin, in the page's
 * width, the picture taken once `waitFor` is drawn. Only stories import this module.
 */
import type { Decorator } from '@storybook/react-vite';
import { sessions } from '@mocks/fixtures/sessions';

/** A data table's first real row (not the loading skeleton's). */
export const TABLE_ROWS = 'tr[data-slot="table-row"]:not([aria-hidden]) td';

const frame: Decorator = (Story) => (
  <main className="mx-auto max-w-6xl p-4">
    <Story />
  </main>
);

/** The meta's parameters and decorators for an admin screen. */
export const adminScreen = (waitFor: string) => ({
  parameters: { session: sessions.admin, visual: { waitFor } },
  decorators: [frame],
});
