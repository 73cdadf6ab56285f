import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/*
 * Why this file: EmptyState and ErrorState are one layout with different words, colours and
 * behaviour, and were two copies of it. It is a scaffold, not a component of its own: no
 * stories or tests here, it is covered through the EmptyState and ErrorState stories (and
 * their visual baselines).
 */

export const stateMessageVariants = cva(
  'flex w-full flex-col items-center justify-center text-center',
  {
    variants: {
      size: {
        sm: 'gap-2 px-4 py-6',
        md: 'gap-3 px-6 py-10',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const iconVariants = cva('mb-1 inline-flex items-center justify-center rounded-full', {
  variants: {
    size: {
      sm: 'p-2.5 [&_svg]:size-5',
      md: 'p-3 [&_svg]:size-7',
    },
  },
  defaultVariants: { size: 'md' },
});

/** What EmptyState and ErrorState both take, each documenting its own default. */
export type StateProps = Omit<ComponentProps<'div'>, 'title'> & {
  size?: 'sm' | 'md';
  /** An icon (lucide, say); decorative. */
  icon?: ReactNode;
  title?: ReactNode;
  /** What happened or what to do next. */
  description?: ReactNode;
  /** The title's heading level; fit it to the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

export type StateMessageProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof stateMessageVariants> & {
    /** The data-slot name of the whole ("empty-state"); its parts are `<part>-icon`, `-title`… */
    part: string;
    /** Decorative icon, in a round badge coloured by `iconClassName`. */
    icon: ReactNode;
    iconClassName?: string;
    title: ReactNode;
    description?: ReactNode;
    /** Buttons or links under the text. */
    actions?: ReactNode;
    /** The title's heading level; fit it to the page outline. */
    headingLevel?: 'h2' | 'h3' | 'h4';
  };

/**
 * The layout that ui's empty and error states share: an icon, a heading, a line of text and
 * actions, centred. EmptyState and ErrorState add their words, colours and behaviour.
 */
export function StateMessage({
  part,
  className,
  size,
  icon,
  iconClassName,
  title,
  description,
  actions,
  headingLevel: Heading = 'h3',
  ...props
}: StateMessageProps) {
  return (
    <div data-slot={part} className={cn(stateMessageVariants({ size }), className)} {...props}>
      <span
        data-slot={`${part}-icon`}
        aria-hidden
        className={cn(iconVariants({ size }), iconClassName)}
      >
        {icon}
      </span>
      <Heading data-slot={`${part}-title`} className="text-lg font-semibold text-foreground">
        {title}
      </Heading>
      {description ? (
        <p data-slot={`${part}-description`} className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {actions ? (
        <div
          data-slot={`${part}-actions`}
          className="mt-2 flex flex-wrap items-center justify-center gap-3"
        >
          {actions}
        </div>
      ) : null}
    </div>
  );
}
