import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const skeletonVariants = cva(
  'block shrink-0 animate-pulse bg-muted motion-reduce:animate-none',
  {
    variants: {
      shape: {
        rect: 'rounded-md',
        circle: 'rounded-full',
        text: 'h-4 w-full rounded-sm',
      },
    },
    defaultVariants: { shape: 'rect' },
  },
);

export type SkeletonProps = ComponentProps<'div'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder shaped like content that is still loading. It is hidden from
 * assistive technology: announce loading once for the region (a Spinner, or
 * `aria-busy` on the container), not once per placeholder. Static under reduced motion.
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

export type SkeletonTextProps = ComponentProps<'div'> & {
  /** How many lines of text to imitate; the last one is shorter. */
  lines?: number;
};

/** A paragraph-shaped placeholder. */
export function SkeletonText({ className, lines = 3, ...props }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div
      data-slot="skeleton-text"
      aria-hidden
      className={cn('flex w-full flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton
          key={i}
          shape="text"
          className={count > 1 && i === count - 1 ? 'w-3/5' : undefined}
        />
      ))}
    </div>
  );
}
