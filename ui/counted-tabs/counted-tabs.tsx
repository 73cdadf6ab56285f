import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';

/** One tab: its value, its visible name and, once known, how many items it holds. */
export type CountedTab<T extends string> = { value: T; label: string; count?: number };

export type CountedTabsProps<T extends string> = {
  tabs: readonly CountedTab<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The accessible name of the row of tabs ("Referral lists"). */
  label?: string;
  /** What the chosen tab shows (a ListState, usually); the others render nothing. */
  children: ReactNode;
  className?: string;
};

/**
 * A row of tabs, each with a count badge, over one panel: the lists of a screen that sorts
 * its items into boxes (Outgoing, Incoming, Pending) or statuses. Only the chosen tab's
 * panel is mounted, so a screen fetching per tab fetches only what is shown.
 */
export function CountedTabs<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
  children,
  className,
}: CountedTabsProps<T>) {
  return (
    <Tabs
      data-slot="counted-tabs"
      value={value}
      onValueChange={(v) => onValueChange(v as T)}
      className={cn(className)}
    >
      <TabsList aria-label={label}>
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value} count={t.count}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {t.value === value ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
