import { useState, type ComponentProps } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { messages } from './messages';
import { DEFAULT_MAX, roundRating, starFills, toWholeStars } from './rating';

export const ratingStarsVariants = cva('inline-flex items-center', {
  variants: {
    size: {
      sm: 'gap-1.5 text-sm',
      md: 'gap-2 text-sm',
      lg: 'gap-2 text-base',
    },
  },
  defaultVariants: { size: 'md' },
});

type Size = NonNullable<VariantProps<typeof ratingStarsVariants>['size']>;
/** Star sizes: small to read, large enough to aim at (inside a 44 px target) to pick. */
const inputStarSize: Record<Size, string> = { sm: 'size-6', md: 'size-7', lg: 'size-8' };

const filledStar = 'fill-primary text-primary';
const emptyStar = 'text-input';

export type RatingStarsProps = Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'children' | 'dir'
> &
  VariantProps<typeof ratingStarsVariants> & {
    /**
     * Display: the average (4.36 shows as 4.4 and four and a half stars).
     * Input: the chosen whole star, 1..max, or 0 / undefined for none.
     */
    value?: number;
    /** Input mode, uncontrolled: the initial choice. */
    defaultValue?: number;
    /** Giving it turns on input mode: called with the chosen whole star. */
    onChange?: (value: number) => void;
    /** `input` for a star picker; inferred from `onChange`. */
    mode?: 'display' | 'input';
    /** How many stars; 5. */
    max?: number;
    /** Display: how many people rated, shown as "(128)". 0 shows "No ratings yet". */
    count?: number;
    /** Display: show the number beside the stars. On by default. */
    showValue?: boolean;
    /** Input: the group's accessible name ("Rate your visit"); "Rating" by default. */
    label?: string;
    /** Input: form field name. */
    name?: string;
    required?: boolean;
    disabled?: boolean;
  };

/** Lucide's star, drawn `x` units to the right (a star is 24 units wide). */
const starAt = (x: number) =>
  `M${11.525 + x} 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756` +
  `a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56` +
  `l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L${6.396 + x} 21.01a.53.53 0 0 1-.77-.56l.881-5.139` +
  `a2.122 2.122 0 0 0-.611-1.879L${2.16 + x} 9.795a.53.53 0 0 1 .294-.906l5.165-.755` +
  `a2.122 2.122 0 0 0 1.597-1.16z`;

/** A shown star's side in rem, and the gap between stars (0.125rem, 2 px). */
const starRem: Record<Size, number> = { sm: 1, md: 1.25, lg: 1.5 };
const GAP_REM = 0.125;

/**
 * The shown stars as two pictures of one path each (a list page draws twenty ratings, and
 * five stars of two icons each were nearly half of its elements): the empty stars, and over
 * them the filled ones, cut at the rating's width. `data-fills` says how full each star is.
 */
function StarRow({ fills, size }: { fills: number[]; size: Size }) {
  const side = starRem[size];
  const gap = (GAP_REM / side) * 24; // the gap in the picture's units
  const width = fills.length * 24 + (fills.length - 1) * gap;
  const path = fills.map((_, i) => starAt(i * (24 + gap))).join('');
  const whole = fills.filter((fill) => fill === 1).length;
  const part = fills[whole] ?? 0;
  const shown = whole * (24 + gap) + part * 24;
  const picture = (className: string) => (
    <svg
      aria-hidden
      viewBox={`0 0 ${width} 24`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('block max-w-none shrink-0', className)}
      style={{ width: `${(width / 24) * side}rem`, height: `${side}rem` }}
    >
      <path d={path} />
    </svg>
  );
  return (
    <span
      data-slot="rating-stars-stars"
      data-fills={fills.join(' ')}
      className="relative inline-flex shrink-0"
    >
      {picture(emptyStar)}
      {shown > 0 ? (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(shown / width) * 100}%` }}
        >
          {picture(filledStar)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Star rating. Display mode shows an average with one decimal and half stars, read
 * as "Rated 4.4 out of 5". Input mode is a radio group of whole stars: arrow keys
 * move and choose, and each option is read as "3 stars".
 */
export function RatingStars({
  className,
  size,
  value,
  defaultValue,
  onChange,
  mode,
  max = DEFAULT_MAX,
  count,
  showValue = true,
  label,
  name,
  required,
  disabled,
  ...props
}: RatingStarsProps) {
  const intl = useIntl();
  const [uncontrolled, setUncontrolled] = useState(() => toWholeStars(defaultValue, max));
  const [hovered, setHovered] = useState<number | null>(null);
  const isInput = mode ? mode === 'input' : onChange !== undefined;

  if (isInput) {
    const chosen = value !== undefined ? toWholeStars(value, max) : uncontrolled;
    const preview = hovered ?? chosen;
    return (
      <RadioGroup.Root
        data-slot="rating-stars"
        aria-label={label ?? intl.formatMessage(messages.inputLabel)}
        value={chosen > 0 ? String(chosen) : ''}
        onValueChange={(next) => {
          const stars = toWholeStars(Number(next), max);
          setUncontrolled(stars);
          onChange?.(stars);
        }}
        name={name}
        required={required}
        disabled={disabled}
        onPointerLeave={() => setHovered(null)}
        className={cn(ratingStarsVariants({ size }), 'gap-0', className)}
        {...props}
      >
        {Array.from({ length: max }, (_, i) => i + 1).map((stars) => (
          <RadioGroup.Item
            data-slot="rating-stars-item"
            key={stars}
            value={String(stars)}
            aria-label={intl.formatMessage(messages.star, { count: stars })}
            onPointerEnter={() => !disabled && setHovered(stars)}
            className={cn(
              'inline-flex size-touch shrink-0 cursor-pointer items-center justify-center rounded-md',
              'transition-transform duration-fast ease-standard hover:scale-110 motion-reduce:hover:scale-100',
              'focus-ring focus-visible:outline-offset-0',
              'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:scale-100',
            )}
          >
            <Star
              aria-hidden
              className={cn(inputStarSize[size ?? 'md'], stars <= preview ? filledStar : emptyStar)}
            />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    );
  }

  const rounded = roundRating(value ?? 0, max);
  const ratingText = intl.formatNumber(rounded, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const maxText = intl.formatNumber(max);
  const unrated = count === 0;
  const accessibleName = unrated
    ? intl.formatMessage(messages.noRatings)
    : count !== undefined
      ? intl.formatMessage(messages.ratedWithCount, { rating: ratingText, max: maxText, count })
      : intl.formatMessage(messages.rated, { rating: ratingText, max: maxText });

  return (
    <div
      data-slot="rating-stars"
      role="img"
      aria-label={accessibleName}
      className={cn(ratingStarsVariants({ size }), className)}
      {...props}
    >
      <StarRow fills={starFills(unrated ? 0 : rounded, max)} size={size ?? 'md'} />
      {unrated ? (
        <span className="text-muted-foreground">{intl.formatMessage(messages.noRatings)}</span>
      ) : (
        <>
          {showValue ? (
            <span
              data-slot="rating-stars-value"
              className="font-semibold text-foreground tabular-nums"
            >
              {ratingText}
            </span>
          ) : null}
          {count !== undefined ? (
            <span data-slot="rating-stars-count" className="text-muted-foreground tabular-nums">
              {intl.formatMessage(messages.count, { count })}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
