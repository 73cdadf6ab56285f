import { useId, type ReactNode } from 'react';
import { cn } from '@ui/lib/cn';

/** One titled block of the analytics screen. */
export function Section({
  title,
  note,
  action,
  className,
  children,
}: {
  title: string;
  note?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4',
        className,
      )}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={id} className="text-lg font-semibold">
            {title}
          </h3>
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
