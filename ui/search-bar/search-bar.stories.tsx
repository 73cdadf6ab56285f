import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../checkbox';
import { SearchBar, type SearchBarProps } from './search-bar';

const specialities = ['Cardiology', 'Paediatrics', 'Dermatology'];

/** Filter controls as a screen would pass them, counting what is ticked. */
function DoctorSearch({ initial = [], ...props }: SearchBarProps & { initial?: string[] }) {
  const [checked, setChecked] = useState<string[]>(initial);
  return (
    <SearchBar {...props} activeFilterCount={checked.length}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-foreground">Speciality</legend>
        {specialities.map((name) => (
          <Checkbox
            key={name}
            label={name}
            checked={checked.includes(name)}
            onCheckedChange={(on) =>
              setChecked((list) => (on ? [...list, name] : list.filter((n) => n !== name)))
            }
          />
        ))}
      </fieldset>
    </SearchBar>
  );
}

const meta = {
  title: 'UI/SearchBar',
  component: SearchBar,
  args: {
    onSubmit: fn(),
    placeholder: 'Doctor, speciality or hospital',
  },
  decorators: [
    (Story) => (
      <div className="w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    const box = within(form).getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'Doctor, speciality or hospital');
    // No filters given: no Filters button.
    await expect(canvas.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();

    // Keyboard: Tab to the box, type, Enter submits the trimmed text.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('  heart doctor  {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('heart doctor');

    // The Search button submits too.
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);

    // Clear empties the box and puts focus back in it.
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await userEvent.click(clear);
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    // Escape clears too.
    await userEvent.keyboard('Gurung');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const EmptySubmitDoesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    // Keyboard: Enter in the empty box, Space on the Search button.
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard(' ');
    // Spaces only count as empty.
    await userEvent.click(box);
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithFilters: Story = {
  render: (args) => <DoctorSearch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.ownerDocument.getElementById(
      toggle.getAttribute('aria-controls')!,
    )!;
    await expect(panel).not.toBeVisible();

    // Keyboard: Tab past the box and Search to Filters; Enter opens, Space closes.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(within(panel).getByRole('group', { name: 'Speciality' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
  },
};

export const FiltersOpen: Story = {
  args: { defaultFiltersOpen: true },
  render: (args) => <DoctorSearch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cardiology = canvas.getByRole('checkbox', { name: 'Cardiology' });
    await expect(cardiology).toBeVisible();

    // Ticking a filter updates the count on the Filters button.
    cardiology.focus();
    await userEvent.keyboard(' ');
    await expect(cardiology).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBe(toggle);
  },
};

export const WithActiveFilters: Story = {
  args: { defaultValue: 'Joshi' },
  render: (args) => <DoctorSearch {...args} initial={['Cardiology', 'Dermatology']} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The count is visible and part of the button's name, in words.
    const toggle = canvas.getByRole('button', { name: 'Filters 2 active' });
    await expect(within(toggle).getByText('2')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('Joshi');

    await userEvent.click(toggle);
    await expect(canvas.getByRole('checkbox', { name: 'Cardiology' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Paediatrics' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Joshi');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search doctors', hideLabel: true, 'aria-label': 'Doctors' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Doctors' })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Search doctors' });
    await expect(canvas.getByText('Search doctors')).toHaveClass('sr-only');
    await userEvent.type(box, 'skin{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('skin');
  },
};
