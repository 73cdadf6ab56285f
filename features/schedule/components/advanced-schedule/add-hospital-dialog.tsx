import { useIntl } from 'react-intl';
import { addHospitalRequest, hospitalKinds, type AddHospitalRequest } from '@contract/schedule';
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
import { useAddHospital } from '../../api/schedule';
import { hospitalMessages, valued } from './messages';

export type AddHospitalDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Add Hospital (001 §5, §7): it waits, pending, for an admin's verification (ADR 0031). */
export function AddHospitalDialog({ open, onOpenChange }: AddHospitalDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(hospitalMessages.addTitle)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(hospitalMessages.addIntro)}</DialogDescription>
        </DialogHeader>
        <AddHospitalForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddHospitalForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const add = useAddHospital();
  const form = useContractForm(addHospitalRequest, {
    defaultValues: { name: '', type: 'Private', city: '', phone: '', registrationNumber: '' },
  });
  const save = form.submit(async (body) => {
    const { hospital } = await add.trigger({ body });
    toast({
      title: intl.formatMessage(valued.addedToast, { name: hospital.name }),
      variant: 'success',
    });
    onDone();
  });
  const text = (name: keyof AddHospitalRequest, autoComplete: string, required = true) => (
    <FormField<AddHospitalRequest, typeof name>
      name={name}
      required={required}
      label={intl.formatMessage(hospitalMessages[name])}
      render={(field) => (
        <Input
          {...field}
          value={String(field.value ?? '')}
          autoComplete={autoComplete}
          type={name === 'phone' ? 'tel' : 'text'}
        />
      )}
    />
  );
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4">
      {text('name', 'organization')}
      <FormField<AddHospitalRequest, 'type'>
        name="type"
        required
        label={intl.formatMessage(hospitalMessages.type)}
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={value}
            onValueChange={onChange}
            options={hospitalKinds.map((k) => ({
              value: k,
              label: intl.formatMessage(hospitalMessages[k]),
            }))}
          />
        )}
      />
      {text('city', 'address-level2')}
      {text('phone', 'tel')}
      {text('registrationNumber', 'off', false)}
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(hospitalMessages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {intl.formatMessage(hospitalMessages.save)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
