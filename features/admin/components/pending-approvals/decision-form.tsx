import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  approvalDecision,
  REMARKS_MAX,
  type VerificationApplication,
} from '@contract/verification';
import { isApiError } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { DialogFooter } from '@ui/dialog';
import { Form, FormField, FormRootError } from '@ui/form';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useDecision } from '../../api/dashboard';
import { approveOverrides, dialogMessages, rejectOverrides } from './messages';

type Decision = 'approved' | 'rejected';

/**
 * Approve or Reject, with remarks (002 §3): the contract requires remarks to reject. A
 * decision closes the dialog and says so; the queue and the dashboard are fetched again.
 */
export function DecisionForm({
  application,
  onDone,
}: {
  application: VerificationApplication;
  onDone: () => void;
}) {
  const intl = useIntl();
  const decide = useDecision(application.type);
  const [decision, setDecision] = useState<Decision>('approved');
  const approveText = useErrorText(approveOverrides);
  const rejectText = useErrorText(rejectOverrides);
  const form = useContractForm(approvalDecision, {
    defaultValues: { decision: 'approved', remarks: '' },
  });
  const choose = (next: Decision) => () => {
    setDecision(next);
    form.setValue('decision', next);
  };
  const busy = form.formState.isSubmitting || decide.isMutating;

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={form.submit(async (body) => {
        try {
          await decide.trigger({ params: { id: application.id }, body });
        } catch (error) {
          // A field's fault lands on the field; anything else is worded by the decision.
          if (isApiError(error) && error.field) throw error;
          const text = body.decision === 'rejected' ? rejectText : approveText;
          form.setError('root.server', { message: text(error) });
          return;
        }
        toast({
          variant: 'success',
          title: intl.formatMessage(
            body.decision === 'approved' ? dialogMessages.approved : dialogMessages.rejected,
            { name: application.fullName },
          ),
        });
        onDone();
      })}
    >
      <FormField
        name="remarks"
        label={intl.formatMessage(dialogMessages.remarks)}
        hint={intl.formatMessage(dialogMessages.remarksHint)}
        render={(field) => <Textarea {...field} rows={3} maxLength={REMARKS_MAX} />}
      />
      <FormRootError />
      <DialogFooter>
        <Button
          type="submit"
          variant="danger"
          loading={busy && decision === 'rejected'}
          disabled={busy}
          onClick={choose('rejected')}
        >
          {intl.formatMessage(dialogMessages.reject)}
        </Button>
        <Button
          type="submit"
          loading={busy && decision === 'approved'}
          disabled={busy}
          onClick={choose('approved')}
        >
          {intl.formatMessage(dialogMessages.approve)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
