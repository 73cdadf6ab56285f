import type { ComponentProps } from 'react';
import { cn } from '@ui/lib';

/**
 * Diyo, the smiling oil lamp: Ujyalo means "light". Decorative only, so it is hidden
 * from assistive technology; its colours follow the theme tokens.
 */
export function ConsentMascot({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 160 160"
      aria-hidden="true"
      focusable="false"
      className={cn('size-36 shrink-0', className)}
      {...props}
    >
      <circle cx="80" cy="80" r="76" className="fill-accent" />
      {/* Glow and sparkles */}
      <circle cx="80" cy="52" r="30" className="fill-warning" opacity="0.18" />
      <path
        d="M30 34l3 8 8 3-8 3-3 8-3-8-8-3 8-3z M130 30l2 6 6 2-6 2-2 6-2-6-6-2 6-2z M128 70l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"
        className="fill-primary"
      />
      {/* Flame */}
      <path
        d="M80 20c12 16 17 28 11 39-3 6-7 9-11 9s-8-3-11-9c-6-11-1-23 11-39z"
        className="fill-warning"
      />
      <path
        d="M80 40c5 8 7 14 4 19-1 3-3 4-4 4s-3-1-4-4c-3-5-1-11 4-19z"
        className="fill-accent dark:fill-accent-foreground"
      />
      <rect x="78" y="64" width="4" height="14" rx="2" className="fill-foreground" />
      {/* Lamp bowl, rim and foot */}
      <path d="M34 84h92c0 26-20 44-46 44S34 110 34 84z" className="fill-primary" />
      <rect x="28" y="78" width="104" height="10" rx="5" className="fill-primary-hover" />
      <rect x="62" y="124" width="36" height="10" rx="5" className="fill-primary-hover" />
      {/* Face: happy closed eyes, rosy cheeks, a smile */}
      <g fill="none" strokeWidth="3.5" strokeLinecap="round" className="stroke-primary-foreground">
        <path d="M60 100q5-6 10 0" />
        <path d="M90 100q5-6 10 0" />
        <path d="M70 108q10 9 20 0" />
      </g>
      <circle cx="55" cy="108" r="4" className="fill-accent" opacity="0.7" />
      <circle cx="105" cy="108" r="4" className="fill-accent" opacity="0.7" />
    </svg>
  );
}
