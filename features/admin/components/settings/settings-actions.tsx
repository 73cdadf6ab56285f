import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ContractForm } from '@lib/forms';
import type { settingsForm } from '@contract/admin-settings';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { Form, FormRootError } from '@ui/form';
import { messages } from './messages';

/**
 * The settings form with its actions: Restore Defaults (after the confirmation of 002 §6)
 * always, Save Changes only once something changed (002 §2, §6).
 */
export function SettingsActions({
  form,
  onSubmit,
  dirty,
  saving,
  onRestore,
  children,
}: {
  form: ContractForm<typeof settingsForm>;
  onSubmit: ComponentProps<'form'>['onSubmit'];
  dirty: boolean;
  saving: boolean;
  onRestore: () => Promise<void>;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <FormRootError />
      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background py-3">
        {dirty ? (
          <p role="status" className="me-auto text-sm text-muted-foreground">
            {intl.formatMessage(messages.unsaved)}
          </p>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline">
              {intl.formatMessage(messages.restore)}
            </Button>
          }
          tone="danger"
          title={intl.formatMessage(messages.restoreTitle)}
          description={intl.formatMessage(messages.restoreConfirm)}
          confirmLabel={intl.formatMessage(messages.restore)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={onRestore}
        />
        {dirty ? (
          <Button type="submit" loading={saving || form.formState.isSubmitting}>
            {intl.formatMessage(messages.save)}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
