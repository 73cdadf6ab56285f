import { useIntl } from 'react-intl';
import type { PendingApproval, VerificationApplication } from '@contract/verification';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { ErrorState } from '@ui/error-state';
import { Spinner } from '@ui/spinner';
import { useVerificationApplication } from '../../api/dashboard';
import { DecisionForm } from './decision-form';
import { DocumentList } from './document-list';
import { dialogMessages, kindMessages } from './messages';

export type ApprovalDialogProps = {
  /** The queue's item under review; null closes the dialog. */
  item: PendingApproval | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * One application under review (002 §3): who applied and what they declared, each
 * document to open, and Approve or Reject with remarks.
 */
export function ApprovalDialog({ item, onOpenChange }: ApprovalDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {item
              ? intl.formatMessage(dialogMessages.named, {
                  name: item.fullName,
                  kind: intl.formatMessage(kindMessages[item.type]),
                })
              : intl.formatMessage(dialogMessages.title)}
          </DialogTitle>
          <DialogDescription>{intl.formatMessage(dialogMessages.description)}</DialogDescription>
        </DialogHeader>
        {item ? <ApplicationBody item={item} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ApplicationBody({ item, onDone }: { item: PendingApproval; onDone: () => void }) {
  const intl = useIntl();
  const failureText = useErrorText();
  const { data, error, mutate } = useVerificationApplication(item.id);
  if (error && !data)
    return (
      <ErrorState
        title={intl.formatMessage(dialogMessages.loadFailed)}
        description={failureText(error)}
        onRetry={() => mutate()}
      />
    );
  if (!data)
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner size="sm" />
        {intl.formatMessage(dialogMessages.loading)}
      </p>
    );
  const application = data.application;
  return (
    <div className="flex flex-col gap-5">
      <Details application={application} />
      <DocumentList files={application.files} />
      <DecisionForm application={application} onDone={onDone} />
    </div>
  );
}

type DetailKey =
  | 'email'
  | 'phone'
  | 'nmcNumber'
  | 'specialization'
  | 'documentNumber'
  | 'registrationNumber'
  | 'city'
  | 'link'
  | 'submitted';

function Details({ application: a }: { application: VerificationApplication }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const rows: [DetailKey, string | null][] = [
    ['email', a.email],
    ['phone', a.phone],
    ['nmcNumber', a.nmcNumber],
    ['specialization', a.specialization],
    ['documentNumber', a.documentNumber],
    ['registrationNumber', a.registrationNumber],
    ['city', a.city],
    ['link', a.verificationLink],
    ['submitted', formatDate(a.submittedDate, locale)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-muted-foreground">
              {intl.formatMessage(dialogMessages[key])}
            </dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
