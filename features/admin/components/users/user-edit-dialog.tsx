import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  updateUserRequest,
  userStatuses,
  type AdminUser,
  type UpdateUserRequest,
} from '@contract/admin-users';
import { roles } from '@contract/roles';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
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
import { useUpdateUser } from '../../api/users';
import { messages, namedMessages, roleMessages, statusMessages } from './messages';

export type UserEditDialogProps = {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
};

/** 002 §5: an edit of name, email, role and status; suspending asks first. */
export function UserEditDialog({ user, onOpenChange }: UserEditDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.dialogTitle)}</DialogTitle>
          <DialogDescription>
            {intl.formatMessage(namedMessages.dialogDescription, { name: user?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so every opening starts from the account as it is. */}
        {user ? <UserEditForm user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UserEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const intl = useIntl();
  const update = useUpdateUser();
  const form = useContractForm(updateUserRequest, {
    defaultValues: { name: user.name, email: user.email, role: user.role, status: user.status },
  });
  const [pending, setPending] = useState<UpdateUserRequest | null>(null);

  const save = async (body: UpdateUserRequest) => {
    const { user: saved } = await update.trigger({ params: { id: user.id }, body });
    toast({
      title: intl.formatMessage(namedMessages.saved, { name: saved.name }),
      variant: 'success',
    });
    onDone();
  };
  const onSubmit = form.submit((body) => {
    if (body.status === 'suspended' && user.status !== 'suspended') {
      setPending(body);
      return Promise.resolve();
    }
    return save(body);
  });

  const roleOptions = roles.map((r) => ({ value: r, label: intl.formatMessage(roleMessages[r]) }));
  const statusOptions = userStatuses.map((s) => ({
    value: s,
    label: intl.formatMessage(statusMessages[s]),
  }));

  return (
    <>
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField
          name="name"
          label={intl.formatMessage(messages.name)}
          required
          render={(field) => <Input {...field} autoComplete="off" />}
        />
        <FormField
          name="email"
          label={intl.formatMessage(messages.email)}
          required
          render={(field) => <Input {...field} type="email" autoComplete="off" />}
        />
        <FormField
          name="role"
          label={intl.formatMessage(messages.role)}
          required
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              options={roleOptions}
            />
          )}
        />
        <FormField
          name="status"
          label={intl.formatMessage(messages.status)}
          required
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              options={statusOptions}
            />
          )}
        />
        <FormRootError />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
          </DialogClose>
          <Button type="submit" loading={form.formState.isSubmitting || update.isMutating}>
            {intl.formatMessage(messages.save)}
          </Button>
        </DialogFooter>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        tone="danger"
        title={intl.formatMessage(namedMessages.confirmTitle, { name: pending?.name ?? user.name })}
        description={intl.formatMessage(messages.confirmDescription)}
        confirmLabel={intl.formatMessage(messages.confirmSuspend)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={async () => {
          const body = pending!;
          setPending(null);
          try {
            await save(body);
          } catch (error) {
            await form.placeError(error);
          }
        }}
      />
    </>
  );
}
