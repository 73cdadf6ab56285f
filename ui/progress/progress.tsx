import { useId, type ComponentProps } from 'react';
import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';

export const progressVariants = cva('relative w-full overflow-hidden rounded-full bg-muted', {
  variants: {
    size: {
      sm: 'h-1.5',
      md: 'h-2.5',
      lg: 'h-4',
    },
  },
  defaultVariants: { size: 'md' },
});

export const progressIndicatorVariants = cva(
  'h-full w-full rounded-full transition-transform duration-slow ease-standard',
  {
    variants: {
      tone: {
        primary: 'bg-primary',
        secondary: 'bg-secondary',
        success: 'bg-success',
        warning: 'bg-warning',
        danger: 'bg-danger',
        info: 'bg-info',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

export type ProgressProps = Omit<
  ComponentProps<typeof ProgressPrimitive.Root>,
  'children' | 'getValueLabel'
> &
  VariantProps<typeof progressVariants> &
  VariantProps<typeof progressIndicatorVariants> & {
    /** What is progressing ("Profile completeness"): the bar's accessible name. */
    label: string;
    /** Keep the label for screen readers only. */
    hideLabel?: boolean;
    /** Show the percentage next to the label, in the reader's digits. */
    showValue?: boolean;
  };

/**
 * A determinate progress bar (or indeterminate when `value` is null). The
 * percentage is formatted with the active locale, so Nepali readers hear and see
 * Devanagari digits.
 */
export function Progress({
  className,
  tone,
  size,
  label,
  hideLabel = false,
  showValue = false,
  value,
  max = 100,
  ...props
}: ProgressProps) {
  const intl = useIntl();
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = value == null ? null : Math.min(Math.max(value, 0), safeMax);
  const fraction = clamped == null ? null : clamped / safeMax;
  const percent = (v: number, m: number) =>
    intl.formatNumber(v / m, { style: 'percent', maximumFractionDigits: 0 });
  const labelled = !hideLabel || showValue;

  return (
    <div data-slot="progress" className={cn('flex w-full flex-col gap-1.5', className)}>
      {labelled ? (
        <div
          data-slot="progress-header"
          className="flex items-baseline justify-between gap-3 text-sm"
        >
          <span
            data-slot="progress-label"
            id={labelId}
            className={cn('font-medium text-foreground', hideLabel && 'sr-only')}
          >
            {label}
          </span>
          {showValue && clamped != null ? (
            <span
              data-slot="progress-value"
              aria-hidden
              className="text-muted-foreground tabular-nums"
            >
              {percent(clamped, safeMax)}
            </span>
          ) : null}
        </div>
      ) : null}
      <ProgressPrimitive.Root
        data-slot="progress-track"
        value={clamped}
        max={safeMax}
        getValueLabel={percent}
        aria-labelledby={labelled ? labelId : undefined}
        aria-label={labelled ? undefined : label}
        className={progressVariants({ size })}
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            progressIndicatorVariants({ tone }),
            fraction == null && 'w-2/5 animate-pulse motion-reduce:animate-none',
          )}
          style={
            fraction == null ? undefined : { transform: `translateX(-${100 - fraction * 100}%)` }
          }
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
