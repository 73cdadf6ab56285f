import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const cardVariants = cva('flex flex-col rounded-lg bg-surface text-surface-foreground', {
  variants: {
    variant: {
      default: 'border border-border shadow-sm',
      outline: 'border border-border',
      elevated: 'shadow-md',
      interactive: [
        'relative border border-border shadow-sm',
        'transition-[box-shadow,border-color] duration-normal ease-standard',
        'hover:border-input hover:shadow-md',
        'focus-within:border-input focus-within:shadow-md',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        'focus-ring',
      ],
    },
  },
  defaultVariants: { variant: 'default' },
});

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the single child (an `article` or a link, say) with the card's look. */
    asChild?: boolean;
  };

/**
 * A surface that groups related content. `interactive` lifts on hover and shows the
 * focus ring when anything inside it has focus; pair it with a stretched link
 * (`after:absolute after:inset-0` on the title link) to make the whole card clickable.
 */
export function Card({ className, variant, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return <Comp data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1.5 p-4 sm:p-6', className)}
      {...props}
    />
  );
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Render the single child (an `h2`, say) instead of the default `h3`. */
  asChild?: boolean;
};

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3';
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg leading-snug font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-content"
      className={cn(
        'px-4 pb-4 sm:px-6 sm:pb-6 [&:first-child]:pt-4 sm:[&:first-child]:pt-6',
        className,
      )}
      {...props}
    />
  );
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'mt-auto flex flex-wrap items-center gap-3 px-4 pb-4 sm:px-6 sm:pb-6 [&:first-child]:pt-4 sm:[&:first-child]:pt-6',
        className,
      )}
      {...props}
    />
  );
}
