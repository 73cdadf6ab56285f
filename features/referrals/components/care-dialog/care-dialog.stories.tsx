import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTransferRequest } from '@contract/transfers';
import { useContractForm } from '@lib/forms';
import { Form } from '@ui/form';
import { sessions } from '@mocks/fixtures/sessions';
import { doctorPatients } from '@mocks/handlers/patients';
import { careColleagues } from '@mocks/handlers/referrals';
import { transferColleagues } from '@mocks/handlers/transfers';
import { openedDialog, page } from '@mocks/story-helpers';
import { CareDialog } from './care-dialog';
import { CareFormData } from './care-form-data';
import { CareTargetFields } from './care-target-fields';

/** A bare form over the transfer schema, to show the shared fields on their own. */
function Fields() {
  const form = useContractForm(createTransferRequest, {
    defaultValues: { patientId: '', targetDoctorId: '', targetHospitalId: '' },
  });
  return (
    <CareFormData patient={null} category="all">
      {({ colleagues, patients }) => (
        <Form form={form} onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
          <CareTargetFields
            patient={null}
            patients={patients}
            doctors={colleagues.doctors}
            doctorField="targetDoctorId"
            doctorLabel="Doctor"
            hospitals={colleagues.hospitals}
            hospitalField="targetHospitalId"
          />
        </Form>
      )}
    </CareFormData>
  );
}

/** The frame, loading and patient/doctor/hospital fields the care dialogs share (issue 18). */
const meta = {
  title: 'Referrals/CareDialog',
  component: CareDialog,
  parameters: { session: sessions.appointmentsDoctor },
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Transfer Patient',
    description: 'A transfer moves the patient permanently',
    children: <Fields />,
  },
  beforeEach({ msw }) {
    msw.use(transferColleagues.success(), doctorPatients.success());
  },
} satisfies Meta<typeof CareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caller's patients, the colleagues and the hospitals to choose from. */
export const Success: Story = {
  play: async () => {
    const d = await openedDialog('dialog', 'Transfer Patient');
    await userEvent.click(await d.findByRole('combobox', { name: /^Doctor/ }));
    await expect(
      await page().findByRole('option', { name: 'Dr. Sabina Adhikari (Gynecology)' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(d.getByRole('combobox', { name: /^Hospital/ })).toBeVisible();
    await expect(d.getByRole('combobox', { name: /^Patient/ })).toBeVisible();
  },
};

/** The find box narrows both lists from the server; a choice stays when the box is emptied. */
export const FindKeepsChoice: Story = {
  play: async () => {
    const d = await openedDialog('dialog', 'Transfer Patient');
    const find = await d.findByRole('searchbox', { name: /^Find a doctor or hospital/ });
    await userEvent.type(find, 'Manipal');
    await userEvent.click(d.getByRole('combobox', { name: /^Hospital/ }));
    await expect(await page().findByRole('option', { name: /^Manipal Teaching/ })).toBeVisible();
    await waitFor(() => expect(page().queryByRole('option', { name: /^Bir Hospital/ })).toBeNull());
    await userEvent.click(page().getByRole('option', { name: /^Manipal Teaching/ }));
    await userEvent.clear(find);
    await expect(d.getByRole('combobox', { name: /^Hospital/ })).toHaveTextContent(
      'Manipal Teaching Hospital, Pokhara',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPatients.loading());
  },
  play: async () => {
    const d = await openedDialog('dialog', 'Transfer Patient');
    await expect(await d.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(careColleagues.serverError());
  },
  play: async () => {
    const d = await openedDialog('dialog', 'Transfer Patient');
    await expect(await d.findByRole('alert')).toHaveTextContent(
      'Could not load your colleagues and patients. Please try again.',
    );
  },
};

/** Closed, it renders nothing of its form. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
