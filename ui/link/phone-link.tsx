import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Link, type LinkProps } from './link';
import { dialable, telHref } from './phone';

export type PhoneLinkProps = Omit<LinkProps, 'href' | 'children' | 'asChild'> & {
  /** The number as written ("+977 1-5970000", "102"); shown and dialled in Latin digits. */
  number: string;
  /**
   * The accessible name where the link stands on its own ("Call +977 1-5970000"); it must
   * contain the number as shown (WCAG 2.5.3). In a sentence the number is its own name.
   */
  label?: string;
};

/**
 * A phone or emergency number a person can tap to call (docs/adr/0017): Latin digits in
 * every language, kept on one line, and a `tel:` address with only digits and `+`.
 */
export function PhoneLink({ number, label, className, ...props }: PhoneLinkProps) {
  const shown = dialable(number);
  return (
    <Link
      href={telHref(shown)}
      aria-label={label}
      // A number reads left to right in every language.
      dir="ltr"
      className={cn('whitespace-nowrap', className)}
      {...props}
    >
      {shown}
    </Link>
  );
}

/**
 * A react-intl tag that makes the number inside it a PhoneLink, for sentences such as
 * "In an emergency, call <tel>{ambulance}</tel> for an ambulance".
 */
export function phoneTag(props: Omit<PhoneLinkProps, 'number'> = {}) {
  return (chunks: ReactNode[]): ReactNode => {
    return <PhoneLink number={chunks.join('')} {...props} />;
  };
}
