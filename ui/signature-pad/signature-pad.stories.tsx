import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignaturePad } from './signature-pad';

const meta = {
  title: 'UI/SignaturePad',
  component: SignaturePad,
  args: { label: 'Signature', required: true, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draws a short stroke across the canvas with real pointer events. */
function draw(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const at = (type: string, dx: number, dy: number, buttons: number) =>
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons,
      clientX: box.left + dx,
      clientY: box.top + dy,
    });
  canvas.dispatchEvent(at('pointerdown', 40, 90, 1));
  for (const [x, y] of [
    [80, 60],
    [120, 100],
    [160, 50],
    [220, 95],
  ] as const)
    window.dispatchEvent(at('pointermove', x, y, 1));
  window.dispatchEvent(at('pointerup', 240, 80, 0));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Signature (required)' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Signature drawing area/ })).toBeInTheDocument();
    await expect(canvas.getByText('No signature yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  },
};

export const Drawn: Story = {
  // The picture is Empty's: the ui visual suite renders without play.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole('img', { name: /Signature drawing area/ }) as HTMLCanvasElement;
    draw(pad);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    await expect(canvas.getByText('Signature added')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear signature' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('No signature yet')).toBeVisible();
  },
};

export const Typed: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Keyboard only: Tab reaches the typed fallback, which signs as well as drawing does.
    await userEvent.tab();
    const typed = canvas.getByRole('textbox', { name: 'Type your full name as signature' });
    await expect(typed).toHaveFocus();
    await userEvent.keyboard('Sita Sharma');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await expect(canvas.getByText('Signature added')).toBeVisible();

    // Clear sits just before the typed field.
    await userEvent.tab({ shift: true });
    const clear = canvas.getByRole('button', { name: 'Clear signature' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(typed).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithError: Story = {
  args: {
    hint: 'Sign as you do on official papers.',
    error: 'Please provide your signature.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please provide your signature.')).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Type your full name as signature' }),
    ).toHaveAccessibleDescription(
      'Sign as you do on official papers. Please provide your signature.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Type your full name as signature' }),
    ).toBeDisabled();
    draw(canvas.getByRole('img', { name: /Signature drawing area/ }) as HTMLCanvasElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
