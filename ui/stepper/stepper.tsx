import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { messages } from './messages';

export const stepperVariants = cva('@container w-full', {
  variants: {
    size: {
      sm: '[--step-size:1.5rem] [&_[data-slot=step-indicator]]:text-xs [&_[data-slot=step-indicator]_svg]:size-3.5',
      md: '[--step-size:2rem] [&_[data-slot=step-indicator]]:text-sm [&_[data-slot=step-indicator]_svg]:size-4',
    },
  },
  defaultVariants: { size: 'md' },
});

export type StepState = 'completed' | 'current' | 'upcoming';

export const stepIndicatorVariants = cva(
  'relative z-10 flex size-(--step-size) shrink-0 items-center justify-center rounded-full border-2 font-semibold tabular-nums transition-colors duration-normal ease-standard',
  {
    variants: {
      state: {
        completed: 'border-primary bg-primary text-primary-foreground',
        current: 'border-primary bg-surface text-primary ring-4 ring-primary/20',
        upcoming: 'border-input bg-surface text-muted-foreground',
      },
    },
    defaultVariants: { state: 'upcoming' },
  },
);

export type Step = {
  /** The step's name ("Choose time"). */
  label: string;
  /** A stable key; the label by default. */
  id?: string;
};

export type StepperProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof stepperVariants> & {
    steps: readonly Step[];
    /** Zero-based index of the current step; `steps.length` once everything is done. */
    current: number;
    /** Accessible name of the list ("Booking progress"); "Progress" by default. */
    label?: string;
  };

const statusMessage = {
  completed: messages.completed,
  current: messages.current,
  upcoming: messages.upcoming,
} as const;

/**
 * Where a person is in a multi-step flow, as an ordered list. Below ~36rem of
 * container width it collapses to "Step 2 of 4" and the current step's name,
 * keeping the step markers; every step's name and status stay available to
 * screen readers.
 */
export function Stepper({ className, size, steps, current, label, ...props }: StepperProps) {
  const intl = useIntl();
  const total = steps.length;
  const active = Math.min(Math.max(Math.floor(current), 0), total);
  const done = active >= total;
  const currentStep = steps[active];

  return (
    <div data-slot="stepper" className={cn(stepperVariants({ size }), className)} {...props}>
      <p data-slot="stepper-compact" aria-hidden className="mb-3 flex flex-col @xl:hidden">
        <span className="text-sm text-muted-foreground">
          {done
            ? intl.formatMessage(messages.allComplete)
            : intl.formatMessage(messages.position, { current: active + 1, total })}
        </span>
        {currentStep ? (
          <span className="text-base font-semibold text-foreground">{currentStep.label}</span>
        ) : null}
      </p>
      <ol
        data-slot="stepper-list"
        aria-label={label ?? intl.formatMessage(messages.label)}
        className="flex items-start"
      >
        {steps.map((step, index) => {
          const state: StepState =
            index < active ? 'completed' : index === active ? 'current' : 'upcoming';
          return (
            <li
              data-slot="stepper-step"
              key={step.id ?? step.label}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 ? (
                <span
                  data-slot="step-connector"
                  aria-hidden
                  className={cn(
                    'absolute top-[calc(var(--step-size)/2)] right-1/2 h-0.5 w-full -translate-y-1/2',
                    state === 'upcoming' ? 'bg-border' : 'bg-primary',
                  )}
                />
              ) : null}
              <span
                data-slot="step-indicator"
                aria-hidden
                className={stepIndicatorVariants({ state })}
              >
                {state === 'completed' ? <Check strokeWidth={3} /> : intl.formatNumber(index + 1)}
              </span>
              <span
                data-slot="stepper-step-label"
                className={cn(
                  'sr-only px-1 text-sm @xl:not-sr-only',
                  state === 'upcoming' ? 'text-muted-foreground' : 'text-foreground',
                  state === 'current' && 'font-semibold',
                )}
              >
                {step.label}
              </span>
              <span className="sr-only">{intl.formatMessage(statusMessage[state])}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
