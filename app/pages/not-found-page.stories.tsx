import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import NotFoundPage from './not-found-page';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's fixed parts and the suggested links, in order. */
async function expectPage(canvasElement: HTMLElement, suggestions: [string, string][]) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  const nav = within(canvas.getByRole('navigation', { name: 'You might be looking for' }));
  const links = nav.getAllByRole('link');
  await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(suggestions);
}

export const DoctorPath: Story = {
  parameters: { router: { initialEntries: ['/doctor/unknown-id/reviews'] } },
  play: ({ canvasElement }) =>
    expectPage(canvasElement, [
      ['Find Doctors', '/find-doctors'],
      ['Our Services', '/services'],
    ]),
};

export const HospitalPath: Story = {
  parameters: { router: { initialEntries: ['/hospitals/kathmandu/missing'] } },
  play: ({ canvasElement }) => expectPage(canvasElement, [['Find Hospitals', '/find-hospitals']]),
};

export const PharmacyPath: Story = {
  parameters: { router: { initialEntries: ['/pharmacy/orders/42'] } },
  play: ({ canvasElement }) => expectPage(canvasElement, [['Pharmacy', '/pharmacy']]),
};

export const OtherPath: Story = {
  parameters: { router: { initialEntries: ['/no-such-page'] } },
  play: ({ canvasElement }) =>
    expectPage(canvasElement, [
      ['Our Services', '/services'],
      ['Find Doctors', '/find-doctors'],
    ]),
};

/** Go Back returns to the page the visitor came from. */
export const GoBack: Story = {
  parameters: { router: { initialEntries: ['/about', '/no-such-page'] } },
  render: () => (
    <Routes>
      <Route path="/about" element={<p>Previous page</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Go back', () => userEvent.click(canvas.getByRole('button', { name: 'Go Back' })));
    await step('See the page before', async () => {
      await expect(await canvas.findByText('Previous page')).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
    });
  },
};
