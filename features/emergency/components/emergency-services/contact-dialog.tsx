import { useIntl } from 'react-intl';
import {
  emergencyContactRequest,
  type EmergencyContact,
  type EmergencyContactRequest,
} from '@contract/emergency';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { toast } from '@ui/toast';
import { useAddContact, useUpdateContact } from '../../api/emergency';
import { contactMessages as messages } from './messages';

export type ContactDialogProps = {
  /** The contact being edited; null adds one. */
  editing: EmergencyContact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit an emergency contact: name and phone required, relationship optional. */
export function ContactDialog({ editing, open, onOpenChange }: ContactDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(editing ? messages.editTitle : messages.addTitle)}
          </DialogTitle>
        </DialogHeader>
        <ContactForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({
  editing,
  onDone,
}: {
  editing: EmergencyContact | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const add = useAddContact();
  const update = useUpdateContact();
  const form = useContractForm(emergencyContactRequest, {
    defaultValues: {
      name: editing?.name ?? '',
      relationship: editing?.relationship ?? '',
      phone: editing?.phone ?? '',
    },
  });
  const save = form.submit(async (body) => {
    const { contact } = editing
      ? await update.trigger({ params: { id: editing.id }, body })
      : await add.trigger({ body });
    toast({
      title: intl.formatMessage(messages.saved, { name: contact.name }),
      variant: 'success',
    });
    onDone();
  });
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4">
      <FormField<EmergencyContactRequest, 'name'>
        name="name"
        required
        label={intl.formatMessage(messages.name)}
        render={(field) => <Input {...field} autoComplete="name" maxLength={100} />}
      />
      <FormField<EmergencyContactRequest, 'relationship'>
        name="relationship"
        label={intl.formatMessage(messages.relationship)}
        hint={intl.formatMessage(messages.relationshipHint)}
        render={(field) => <Input {...field} value={field.value ?? ''} maxLength={60} />}
      />
      <FormField<EmergencyContactRequest, 'phone'>
        name="phone"
        required
        label={intl.formatMessage(messages.phone)}
        hint={intl.formatMessage(messages.phoneHint)}
        render={(field) => <Input {...field} type="tel" inputMode="tel" autoComplete="tel" />}
      />
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {intl.formatMessage(messages.save)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
