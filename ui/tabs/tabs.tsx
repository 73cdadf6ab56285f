import type { ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { messages } from './messages';

/** The root. `defaultValue` (or `value`/`onValueChange`) picks the tab shown. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    />
  );
}

/**
 * The row of tabs. Arrow keys move between tabs, Home/End jump to the ends. On narrow
 * screens the row scrolls sideways instead of wrapping.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex max-w-full snap-x items-center gap-1 self-start overflow-x-auto rounded-lg bg-muted p-1',
        '[scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

const triggerClassName = cn(
  'group/tab inline-flex min-h-touch shrink-0 snap-start items-center justify-center gap-2 whitespace-nowrap rounded-md px-4',
  'text-base font-medium text-muted-foreground transition-colors duration-(--duration-fast) ease-standard',
  'hover:text-foreground focus-ring',
  'disabled:pointer-events-none disabled:opacity-60',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  'motion-reduce:transition-none',
);

const badgeClassName = cn(
  'inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums',
  'bg-surface text-foreground group-data-[state=active]/tab:bg-primary group-data-[state=active]/tab:text-primary-foreground',
);

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** A number shown as a badge (unread messages, say); read as "Appointments, 3". */
  count?: number;
};

/** One tab. */
export function TabsTrigger({ className, count, children, ...props }: TabsTriggerProps) {
  const intl = useIntl();
  const trigger = cn(triggerClassName, className);
  if (count === undefined) {
    return (
      <TabsPrimitive.Trigger data-slot="tabs-trigger" className={trigger} {...props}>
        {children}
      </TabsPrimitive.Trigger>
    );
  }
  const badge = (
    <span data-slot="tabs-trigger-count" aria-hidden className={badgeClassName}>
      {intl.formatNumber(count)}
    </span>
  );
  // A plain-text tab is read as one phrase, "Appointments, 3"; the visible label and
  // badge are for the eye only. Any other label keeps its own name and gains ", 3".
  const plain = typeof children === 'string' || typeof children === 'number';
  return (
    <TabsPrimitive.Trigger data-slot="tabs-trigger" className={trigger} {...props}>
      {plain ? (
        <span aria-hidden className="inline-flex items-center gap-2">
          {children}
          {badge}
        </span>
      ) : (
        <>
          {children}
          {badge}
        </>
      )}
      <span className="sr-only">
        {intl.formatMessage(messages.labelWithCount, {
          label: plain ? String(children) : '',
          count,
        })}
      </span>
    </TabsPrimitive.Trigger>
  );
}

/** The panel for one tab; it is focusable so keyboard users can reach its text. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('rounded-md focus-ring', className)}
      {...props}
    />
  );
}
