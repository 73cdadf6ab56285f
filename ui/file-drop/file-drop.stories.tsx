import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop } from './file-drop';

const KB = 1024;
const MB = 1024 * KB;

const makeFile = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: {
    accept: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
    maxSize: 10 * MB,
    typeError: 'Only PDF, JPG, PNG, DOC and DOCX files are allowed',
    sizeError: 'File size must be less than 10MB',
    onFiles: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Drag and drop a file here, or browse');
    await expect(canvas.getByText('Up to 10 MB')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Up to 10 MB');

    // Keyboard: Tab reaches the zone; Enter and Space open the picker.
    const opened = fn();
    input.addEventListener('click', opened);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    input.removeEventListener('click', opened);

    // Picking a file lists it with its size, and reports it.
    const report = makeFile('blood-test.pdf', 'application/pdf', 200 * KB);
    await userEvent.upload(input, report);
    await expect(args.onFiles).toHaveBeenLastCalledWith([report]);
    const list = canvas.getByRole('list', { name: 'Selected files' });
    await expect(within(list).getByText('blood-test.pdf')).toBeVisible();
    await expect(within(list).getByText('200 kB')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();

    // A single-file zone replaces the file.
    const scan = makeFile('x-ray.png', 'image/png', Math.round(2.5 * MB));
    await userEvent.upload(input, scan);
    await expect(args.onFiles).toHaveBeenLastCalledWith([scan]);
    await expect(canvas.queryByText('blood-test.pdf')).not.toBeInTheDocument();
    await expect(canvas.getByText('2.5 MB')).toBeVisible();

    // Remove it by keyboard; focus returns to the zone.
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove x-ray.png' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFiles).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const WithFiles: Story = {
  args: {
    multiple: true,
    label: 'Medical reports',
    defaultFiles: [
      makeFile('lipid-profile.pdf', 'application/pdf', 840 * KB),
      makeFile('chest-x-ray.jpg', 'image/jpeg', Math.round(3.2 * MB)),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByLabelText('Medical reports Drag and drop files here, or browse'),
    ).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Selected files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('840 kB')).toBeVisible();
    await expect(within(list).getByText('3.2 MB')).toBeVisible();

    // Removing the first file moves focus to the next file's remove button.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove lipid-profile.pdf' }));
    await expect(args.onFiles).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'chest-x-ray.jpg' }),
    ]);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove chest-x-ray.jpg' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const TypeError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Drag and drop a file here, or browse');
    // Some pickers (and every drag) ignore the accept attribute, so the check must hold.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, makeFile('setup.exe', 'application/x-msdownload', 4 * KB));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only PDF, JPG, PNG, DOC and DOCX files are allowed',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Up to 10 MB Only PDF, JPG, PNG, DOC and DOCX files are allowed',
    );
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();

    // A valid file afterwards clears the error.
    await user.upload(input, makeFile('prescription.docx', '', 12 * KB));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByText('prescription.docx')).toBeVisible();
  },
};

export const SizeError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Drag and drop a file here, or browse');
    await userEvent.upload(input, makeFile('mri-scan.pdf', 'application/pdf', 11 * MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(canvas.queryByText('mri-scan.pdf')).not.toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Drag and drop files here, or browse');
    await expect(input).toHaveAttribute('multiple');
    const user = userEvent.setup({ applyAccept: false });
    const a = makeFile('report-1.pdf', 'application/pdf', 100 * KB);
    const b = makeFile('report-2.jpg', 'image/jpeg', 300 * KB);
    await user.upload(input, [a, b, makeFile('virus.exe', 'application/octet-stream', KB)]);
    // Good files are kept; the bad one is named in the alert.
    await expect(args.onFiles).toHaveBeenLastCalledWith([a, b]);
    const list = canvas.getByRole('list', { name: 'Selected files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only PDF, JPG, PNG, DOC and DOCX files are allowed',
    );

    // Dropping adds more, and highlights the zone while dragging over it.
    const zone = input.closest('label')!;
    const c = makeFile('discharge-summary.pdf', 'application/pdf', 50 * KB);
    // A real DragEvent carrying a real DataTransfer (fireEvent would copy it into an empty one).
    const drag = (type: 'dragover' | 'drop') => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(c);
      zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
    };
    drag('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    drag('drop');
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    await expect(args.onFiles).toHaveBeenLastCalledWith([
      a,
      b,
      expect.objectContaining({ name: 'discharge-summary.pdf' }),
    ]);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultFiles: [makeFile('lipid-profile.pdf', 'application/pdf', 840 * KB)],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Drag and drop a file here, or browse');
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove lipid-profile.pdf' })).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.upload(input, makeFile('new.pdf', 'application/pdf', KB));
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(canvas.queryByText('new.pdf')).not.toBeInTheDocument();
  },
};
