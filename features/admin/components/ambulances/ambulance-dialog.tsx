import { useIntl } from 'react-intl';
import { ambulanceInput, type AdminAmbulance } from '@contract/admin-providers';
import { useContractForm } from '@lib/forms';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@ui/dialog';
import { Form, FormRootError } from '@ui/form';
import { toast } from '@ui/toast';
import { DialogFormFooter } from '../../shared/dialog-form-footer';
import { useCreateAmbulance, useUpdateAmbulance } from '../../api/providers';
import { AmbulanceFieldset } from './ambulance-fieldset';
import { messages, namedMessages } from './messages';

export type AmbulanceDialogProps = {
  editing: AdminAmbulance | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit an ambulance service (002 §7: the full body either way). */
export function AmbulanceDialog({ editing, open, onOpenChange }: AmbulanceDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(editing ? messages.editTitle : messages.add)}
          </DialogTitle>
        </DialogHeader>
        <AmbulanceForm editing={editing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AmbulanceForm({
  editing,
  onDone,
}: {
  editing: AdminAmbulance | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const create = useCreateAmbulance();
  const update = useUpdateAmbulance();
  const form = useContractForm(ambulanceInput, {
    defaultValues: {
      name: editing?.name ?? '',
      registrationNumber: editing?.registrationNumber ?? '',
      vehicleType: editing?.vehicleType ?? 'Basic',
      contactEmail: editing?.contactEmail ?? '',
      contactPhone: editing?.contactPhone ?? '',
      status: editing?.status ?? 'active',
    },
  });
  const save = form.submit(async (body) => {
    const saved = editing
      ? await update.trigger({ params: { id: editing._id }, body })
      : await create.trigger({ body });
    toast({
      title: intl.formatMessage(namedMessages.saved, { name: saved.name }),
      variant: 'success',
    });
    onDone();
  });
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6">
      <AmbulanceFieldset />
      <FormRootError />
      <DialogFormFooter
        cancelLabel={intl.formatMessage(messages.cancel)}
        saveLabel={intl.formatMessage(messages.save)}
        saving={form.formState.isSubmitting}
      />
    </Form>
  );
}
