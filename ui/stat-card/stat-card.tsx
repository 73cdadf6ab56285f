import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useIntl, type FormatNumberOptions } from 'react-intl';
import { cn } from '../lib/cn';
import { messages } from './messages';

export const statCardVariants = cva(
  'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground sm:p-5',
  {
    variants: {
      variant: {
        default: 'shadow-sm',
        flat: '',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export const statCardIconVariants = cva(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md [&_svg]:size-5',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-foreground',
        primary: 'bg-primary text-primary-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        danger: 'bg-danger text-danger-foreground',
        info: 'bg-info text-info-foreground',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

export const statCardTrendVariants = cva(
  'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums [&_svg]:size-3.5',
  {
    variants: {
      sentiment: {
        positive: 'bg-success text-success-foreground',
        negative: 'bg-danger text-danger-foreground',
        neutral: 'bg-muted text-foreground',
      },
    },
    defaultVariants: { sentiment: 'neutral' },
  },
);

export type StatTrend = {
  /** The change. A number is formatted for the locale (its sign is shown by the arrow). */
  value: number | string;
  /** Which way it went; from the sign of a numeric value when omitted. */
  direction?: 'up' | 'down' | 'flat';
  /** Whether going up is good (green) — the default — or bad (red), as for cancellations. */
  upIsGood?: boolean;
  /** Number format for a numeric value, e.g. `{ style: 'percent' }` for 0.12 → "12%". */
  format?: FormatNumberOptions;
  /** What the change is measured against ("vs last month"). */
  label?: ReactNode;
};

export type StatCardProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof statCardVariants> &
  VariantProps<typeof statCardIconVariants> & {
    /** What is counted ("Appointments today"). */
    label: ReactNode;
    /** A number, formatted for the locale, or an already formatted string. */
    value: number | string;
    /** Number format for a numeric value (currency, percent, compact…). */
    format?: FormatNumberOptions;
    /** A decorative icon, coloured by `tone`. */
    icon?: ReactNode;
    trend?: StatTrend;
  };

/** A single key figure with its label and, optionally, how it changed. */
export function StatCard({
  className,
  variant,
  tone,
  label,
  value,
  format,
  icon,
  trend,
  ...props
}: StatCardProps) {
  const intl = useIntl();
  const shown = typeof value === 'number' ? intl.formatNumber(value, format) : value;

  let trendNode: ReactNode = null;
  if (trend) {
    const numeric = typeof trend.value === 'number' ? trend.value : undefined;
    const direction =
      trend.direction ??
      (numeric === undefined ? 'flat' : numeric > 0 ? 'up' : numeric < 0 ? 'down' : 'flat');
    const amount =
      numeric === undefined
        ? String(trend.value)
        : intl.formatNumber(Math.abs(numeric), trend.format);
    const upIsGood = trend.upIsGood ?? true;
    const sentiment =
      direction === 'flat'
        ? 'neutral'
        : (direction === 'up') === upIsGood
          ? 'positive'
          : 'negative';
    const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : Minus;
    const spoken =
      direction === 'up'
        ? intl.formatMessage(messages.trendUp, { value: amount })
        : direction === 'down'
          ? intl.formatMessage(messages.trendDown, { value: amount })
          : intl.formatMessage(messages.trendFlat);
    trendNode = (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span
          data-slot="stat-card-trend"
          data-direction={direction}
          className={statCardTrendVariants({ sentiment })}
        >
          <Icon aria-hidden />
          <span aria-hidden>{amount}</span>
          <span className="sr-only">{spoken}</span>
        </span>
        {trend.label ? <span>{trend.label}</span> : null}
      </p>
    );
  }

  return (
    <div data-slot="stat-card" className={cn(statCardVariants({ variant }), className)} {...props}>
      <div className="flex items-start justify-between gap-3">
        <dl data-slot="stat-card-content" className="flex min-w-0 flex-col gap-1">
          <dt data-slot="stat-card-label" className="text-sm font-medium text-muted-foreground">
            {label}
          </dt>
          <dd
            data-slot="stat-card-value"
            className="text-2xl font-semibold text-foreground tabular-nums sm:text-3xl"
          >
            {shown}
          </dd>
        </dl>
        {icon ? (
          <span data-slot="stat-card-icon" aria-hidden className={statCardIconVariants({ tone })}>
            {icon}
          </span>
        ) : null}
      </div>
      {trendNode}
    </div>
  );
}
