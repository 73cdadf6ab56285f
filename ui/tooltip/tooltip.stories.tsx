import type { Meta, StoryObj } from '@storybook/react-vite';
import { Printer } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { SimpleTooltip, Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: SimpleTooltip,
  args: {
    content: 'Print prescription',
    children: (
      <Button variant="outline" size="icon" aria-label="Print">
        <Printer aria-hidden />
      </Button>
    ),
  },
  // Keep the bubble clear of the frame's edge.
  decorators: [
    (Story) => (
      <div className="p-12">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SimpleTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: it opens on hover and on keyboard focus; Escape closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Print' });
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Print prescription');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Print prescription');
    await expect(trigger).toHaveAccessibleDescription('Print prescription');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open: the bubble above its trigger. Moving focus away closes it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Print prescription');
    const trigger = within(canvasElement).getByRole('button', { name: 'Print' });
    await expect(trigger).toHaveAccessibleDescription('Print prescription');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** The composable parts, placed on the right; hovering the bubble keeps it open. */
export const RightSide: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Tooltip defaultOpen={args.defaultOpen}>
      <TooltipTrigger asChild>
        <Button variant="outline">Fasting required</Button>
      </TooltipTrigger>
      <TooltipContent side="right">No food for 8 hours before the blood test.</TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('No food for 8 hours before the blood test.');
    const bubble = tooltip.parentElement!;
    const trigger = within(canvasElement).getByRole('button', { name: 'Fasting required' });
    await waitFor(() =>
      expect(bubble.getBoundingClientRect().left).toBeGreaterThan(
        trigger.getBoundingClientRect().right,
      ),
    );
    await userEvent.hover(trigger);
    await userEvent.hover(bubble);
    await expect(body.getByRole('tooltip')).toBeInTheDocument();
  },
};
