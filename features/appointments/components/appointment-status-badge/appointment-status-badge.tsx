import { useIntl } from 'react-intl';
import type { AppointmentStatus } from '@contract/appointments';
import { Badge, type BadgeProps } from '@ui/badge';
import { statusMessages } from '../../messages';

export type AppointmentStatusBadgeProps = Omit<BadgeProps, 'status' | 'children'> & {
  status: AppointmentStatus;
};

/**
 * An appointment's status in the colours of 001 §4: requested orange, confirmed blue,
 * in progress teal, completed green, cancelled red. The word is always shown, so the
 * colour is never the only sign.
 */
export function AppointmentStatusBadge({ status, ...props }: AppointmentStatusBadgeProps) {
  const intl = useIntl();
  return (
    <Badge status={status} {...props}>
      {intl.formatMessage(statusMessages[status])}
    </Badge>
  );
}
