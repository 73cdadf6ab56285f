import type { ReactNode } from 'react';
import { ArrowRightLeft, MessagesSquare, Send } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DoctorPatient } from '@contract/patients';
import { Button } from '@ui/button';
import { careMessages } from './care-messages';

/** What a doctor can start from a patient's card with a colleague (001 §2.3). */
export const careKinds = ['refer', 'transfer', 'consult'] as const;
export type CareKind = (typeof careKinds)[number];

/** The app's dialog for one care action; `onDone` closes it (and the list is read again). */
export type CareActionSlot = (args: {
  kind: CareKind;
  patient: DoctorPatient;
  onDone: () => void;
}) => ReactNode;

const icons: Record<CareKind, ReactNode> = {
  refer: <Send aria-hidden />,
  transfer: <ArrowRightLeft aria-hidden />,
  consult: <MessagesSquare aria-hidden />,
};

/** Refer, Transfer, Consult: one button per kind the app handles, in this order. */
export function CareActionButtons({
  kinds,
  describedBy,
  onChoose,
}: {
  kinds: readonly CareKind[];
  describedBy: string;
  onChoose: (kind: CareKind) => void;
}) {
  const intl = useIntl();
  return careKinds
    .filter((kind) => kinds.includes(kind))
    .map((kind) => (
      <Button
        key={kind}
        variant="outline"
        aria-describedby={describedBy}
        onClick={() => onChoose(kind)}
      >
        {icons[kind]}
        {intl.formatMessage(careMessages[kind])}
      </Button>
    ));
}
