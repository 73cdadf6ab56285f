import { useIntl } from 'react-intl';
import { weekdays } from '@contract/entities';
import {
  createSlotRequest,
  departments,
  type CreateSlotRequest,
  type DoctorHospital,
  type ScheduleSlot,
} from '@contract/schedule';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { toast } from '@ui/toast';
import { useCreateSlot, useUpdateSlot } from '../../api/schedule';
import { departmentMessages, messages, slotMessages, valued } from './messages';

export type SlotDialogProps = {
  /** The slot being edited; `null` adds a new one. */
  editing: ScheduleSlot | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hospitals the picker offers (the doctor's; unverified ones are shown but disabled). */
  hospitals: readonly DoctorHospital[];
};

/** Add or edit a weekly time slot (001 §5): the day is fixed once the slot exists. */
export function SlotDialog({ editing, open, onOpenChange, hospitals }: SlotDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(editing ? slotMessages.editTitle : slotMessages.addTitle)}
          </DialogTitle>
          {editing ? (
            <DialogDescription>{intl.formatMessage(slotMessages.dayFixed)}</DialogDescription>
          ) : null}
        </DialogHeader>
        <SlotForm editing={editing} hospitals={hospitals} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type FormValues = Partial<CreateSlotRequest>;

const defaults = (slot: ScheduleSlot | null): FormValues => ({
  day: slot?.day ?? 'Monday',
  startTime: slot?.startTime ?? '',
  endTime: slot?.endTime ?? '',
  hospitalId: slot?.hospitalId ?? '',
  department: (slot?.department as CreateSlotRequest['department']) ?? 'General Medicine',
  departmentOther: slot?.departmentOther ?? '',
  consultationFee: slot?.consultationFee ?? 0,
  maxPatients: slot?.maxPatients ?? 10,
});

/** A number field's value: a number, or undefined while empty (the schema names it). */
const numeric = (value: string) => (value.trim() === '' ? undefined : Number(value));

function SlotForm({
  editing,
  hospitals,
  onDone,
}: {
  editing: ScheduleSlot | null;
  hospitals: readonly DoctorHospital[];
  onDone: () => void;
}) {
  const intl = useIntl();
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const form = useContractForm(createSlotRequest, {
    defaultValues: defaults(editing) as CreateSlotRequest,
  });
  const department = form.watch('department');
  const save = form.submit(async (body) => {
    if (editing) await update.trigger({ params: { id: editing._id }, body });
    else await create.trigger({ body });
    toast({
      title: intl.formatMessage(editing ? slotMessages.updated : slotMessages.added),
      variant: 'success',
    });
    onDone();
  });
  const dayOptions = weekdays.map((d) => ({ value: d, label: intl.formatMessage(messages[d]) }));
  const hospitalOptions = hospitals.map((h) => ({
    value: h._id,
    label: h.verified ? h.name : intl.formatMessage(valued.pendingHospital, { name: h.name }),
    disabled: !h.verified,
  }));
  const departmentOptions = departments.map((d) => ({
    value: d,
    label: intl.formatMessage(departmentMessages[d]),
  }));
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4">
      <FormField<CreateSlotRequest, 'day'>
        name="day"
        required
        label={intl.formatMessage(slotMessages.day)}
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={value}
            onValueChange={onChange}
            options={dayOptions}
            disabled={editing !== null}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<CreateSlotRequest, 'startTime'>
          name="startTime"
          required
          label={intl.formatMessage(slotMessages.startTime)}
          render={(field) => <Input {...field} type="time" />}
        />
        <FormField<CreateSlotRequest, 'endTime'>
          name="endTime"
          required
          label={intl.formatMessage(slotMessages.endTime)}
          render={(field) => <Input {...field} type="time" />}
        />
      </div>
      <FormField<CreateSlotRequest, 'hospitalId'>
        name="hospitalId"
        required
        label={intl.formatMessage(slotMessages.hospital)}
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={value || undefined}
            onValueChange={onChange}
            placeholder={intl.formatMessage(slotMessages.chooseHospital)}
            options={hospitalOptions}
          />
        )}
      />
      <FormField<CreateSlotRequest, 'department'>
        name="department"
        label={intl.formatMessage(slotMessages.department)}
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={value}
            onValueChange={onChange}
            options={departmentOptions}
          />
        )}
      />
      {department === 'Other' ? (
        <FormField<CreateSlotRequest, 'departmentOther'>
          name="departmentOther"
          required
          label={intl.formatMessage(slotMessages.departmentOther)}
          render={(field) => <Input {...field} />}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<CreateSlotRequest, 'consultationFee'>
          name="consultationFee"
          label={intl.formatMessage(slotMessages.fee)}
          render={({ value, onChange, ...field }) => (
            <Input
              {...field}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
              onChange={(e) => onChange(numeric(e.target.value))}
            />
          )}
        />
        <FormField<CreateSlotRequest, 'maxPatients'>
          name="maxPatients"
          label={intl.formatMessage(slotMessages.maxPatients)}
          render={({ value, onChange, ...field }) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
              onChange={(e) => onChange(numeric(e.target.value))}
            />
          )}
        />
      </div>
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(slotMessages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {intl.formatMessage(slotMessages.save)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
