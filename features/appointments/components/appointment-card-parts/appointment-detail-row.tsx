import type { ReactNode } from 'react';
import { cn } from '@ui/lib';

export type AppointmentDetailRowProps = {
  /** A lucide icon; decorative, the label says what the value is. */
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * One fact on an appointment card (the date, the time, the hospital, the fee, the reason):
 * a small icon and label over the value. Render inside a `<dl>`.
 */
export function AppointmentDetailRow({
  icon,
  label,
  children,
  className,
}: AppointmentDetailRowProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase [&_svg]:size-4 [&_svg]:shrink-0">
        <span aria-hidden className="contents">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ps-5.5 text-base break-words text-foreground">{children}</dd>
    </div>
  );
}
