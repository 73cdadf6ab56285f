import type { ReactNode, Ref } from 'react';
import type { AppointmentStatus } from '@contract/appointments';
import { Card } from '@ui/card';
import { cn } from '@ui/lib';

/** 001 §4 colours, as a stripe along the card's start edge. */
const stripe: Record<AppointmentStatus, string> = {
  requested: 'border-s-warning',
  confirmed: 'border-s-info',
  'in-progress': 'border-s-secondary',
  completed: 'border-s-success',
  cancelled: 'border-s-danger',
};

export type AppointmentCardFrameProps = {
  status: AppointmentStatus;
  /** The id of the card's heading, which names it. */
  headingId: string;
  /** The card takes focus after an action changed it, so the change is read out. */
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** The outline both sides' appointment cards share: an article striped in its status colour. */
export function AppointmentCardFrame({
  status,
  headingId,
  ref,
  children,
}: AppointmentCardFrameProps) {
  return (
    <Card asChild>
      <article
        ref={ref}
        tabIndex={-1}
        aria-labelledby={headingId}
        className={cn(
          'gap-4 border-s-4 p-4 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5',
          stripe[status],
        )}
      >
        {children}
      </article>
    </Card>
  );
}
