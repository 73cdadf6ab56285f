import type { ReactNode } from 'react';

/** One fact on a card: a small icon and label over the value. Render inside a `<dl>`. */
export function Fact({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
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
