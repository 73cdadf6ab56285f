import { useIntl } from 'react-intl';
import type { PrescriptionStatus } from '@contract/prescriptions';
import { Badge, type BadgeProps } from '@ui/badge';
import { statusMessages } from './messages';

/** 002 §4's colours: active green, completed blue, expired amber, cancelled red. */
const tones = {
  active: 'success',
  completed: 'info',
  expired: 'warning',
  cancelled: 'danger',
} as const satisfies Record<PrescriptionStatus, BadgeProps['variant']>;

export type PrescriptionStatusBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & {
  status: PrescriptionStatus;
};

/** A prescription's status as its reader sees it (expired is computed by the server). */
export function PrescriptionStatusBadge({ status, ...props }: PrescriptionStatusBadgeProps) {
  const intl = useIntl();
  return (
    <Badge variant={tones[status]} data-status={status} {...props}>
      {intl.formatMessage(statusMessages[status])}
    </Badge>
  );
}
