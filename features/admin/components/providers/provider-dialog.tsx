import { useIntl } from 'react-intl';
import {
  adminProviderInput,
  type AdminProvider,
  type AdminProviderInput,
  type AdminProviderKind,
} from '@contract/admin-providers';
import { useContractForm } from '@lib/forms';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@ui/dialog';
import { Form, FormRootError } from '@ui/form';
import { toast } from '@ui/toast';
import { DialogFormFooter } from '../../shared/dialog-form-footer';
import { kindSegment, useCreateProvider, useUpdateProvider } from '../../api/providers';
import { ProviderBasicsFieldset } from './provider-basics-fieldset';
import { kindConfig } from './provider-config';
import { ProviderContactFieldset } from './provider-contact-fieldset';
import { kindMessages, messages, namedMessages } from './messages';

export type ProviderDialogProps = {
  kind: AdminProviderKind;
  /** The row being edited; `null` adds a new one. */
  editing: AdminProvider | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit a hospital, pharmacy or lab: one dialog, the kind's fields from its config. */
export function ProviderDialog({ kind, editing, open, onOpenChange }: ProviderDialogProps) {
  const intl = useIntl();
  const words = kindMessages[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(editing ? words.editTitle : words.add)}</DialogTitle>
        </DialogHeader>
        {/* Inside the content, so each opening starts from the row (or empty). */}
        <ProviderForm kind={kind} editing={editing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function defaults(kind: AdminProviderKind, row: AdminProvider | null): AdminProviderInput {
  return {
    name: row?.name ?? '',
    location: row?.location ?? '',
    type: row?.type ?? kindConfig[kind].subtypes[0]!,
    beds: row?.beds ?? null,
    contactEmail: row?.contactEmail ?? '',
    contactPhone: row?.contactPhone ?? '',
    status: row?.status ?? 'active',
    homeCollection: row?.homeCollection ?? false,
    deliveryAvailable: row?.deliveryAvailable ?? false,
  };
}

function ProviderForm({
  kind,
  editing,
  onDone,
}: {
  kind: AdminProviderKind;
  editing: AdminProvider | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const create = useCreateProvider();
  const update = useUpdateProvider();
  const form = useContractForm(adminProviderInput, { defaultValues: defaults(kind, editing) });
  const config = kindConfig[kind];
  const save = form.submit(async (body) => {
    const params = { kind: kindSegment[kind] };
    const { provider } = editing
      ? await update.trigger({ params: { ...params, id: editing.id }, body })
      : await create.trigger({ params, body });
    toast({
      title: intl.formatMessage(namedMessages.savedToast, { name: provider.name }),
      variant: 'success',
    });
    onDone();
  });
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6">
      <ProviderBasicsFieldset config={config} />
      <ProviderContactFieldset config={config} />
      <FormRootError />
      <DialogFormFooter
        cancelLabel={intl.formatMessage(messages.cancel)}
        saveLabel={intl.formatMessage(messages.save)}
        saving={form.formState.isSubmitting}
      />
    </Form>
  );
}
