import { useIntl } from 'react-intl';
import type { MyVerificationStatus } from '@contract/verification';
import { Badge, type BadgeTone } from '@ui/badge';
import { messages, statusMessages } from './messages';

const tones: Record<MyVerificationStatus, BadgeTone> = {
  not_submitted: 'neutral',
  pending: 'warning',
  in_review: 'info',
  verified: 'success',
  rejected: 'danger',
};

/** Where an application stands, as a badge ("Status: In review" to a screen reader). */
export function VerificationStatusBadge({ status }: { status: MyVerificationStatus }) {
  const intl = useIntl();
  const label = intl.formatMessage(statusMessages[status]);
  return (
    <Badge variant={tones[status]} data-status={status}>
      <span className="sr-only">{intl.formatMessage(messages.statusLabel, { status: label })}</span>
      <span aria-hidden="true">{label}</span>
    </Badge>
  );
}
