import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type TableProps = ComponentProps<'table'> & {
  /**
   * Props of the scroll container around the table. A table wider than the screen scrolls
   * inside it; give it `role="region"`, a label and `tabIndex={0}` so keyboards can scroll it.
   */
  containerProps?: ComponentProps<'div'>;
};

/** A table in a horizontally scrolling container (shadcn's Table, on the semantic tokens). */
export function Table({ className, containerProps, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      {...containerProps}
      className={cn('focus-ring relative w-full overflow-x-auto', containerProps?.className)}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-top border-collapse text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn('bg-muted text-foreground', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn(className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t border-border bg-muted font-medium text-foreground', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-t border-border transition-colors duration-fast',
        '[tbody_&]:hover:bg-background data-[state=selected]:bg-muted',
        '[thead_&]:border-t-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'px-4 py-3 text-start align-middle font-semibold whitespace-nowrap text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'px-4 py-3 text-start align-middle whitespace-nowrap text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('px-4 pt-3 pb-2 text-start text-base font-semibold text-foreground', className)}
      {...props}
    />
  );
}
