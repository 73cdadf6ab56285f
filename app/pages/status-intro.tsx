import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { cn } from '@ui/lib';

export type StatusIntroProps = {
  /** A lucide icon, drawn large in a round badge; decoration only. */
  icon: ReactNode;
  /** The badge's icon colour. */
  iconClassName: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
};

/**
 * The top of a whole-page status (maintenance, not found): icon, the page's one heading and
 * what it means. The render-error screen keeps its own copy: it ships with the first load,
 * these two pages are loaded when needed.
 */
export function StatusIntro({ icon, iconClassName, title, description }: StatusIntroProps) {
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'inline-flex items-center justify-center rounded-full bg-muted p-4 [&_svg]:size-10',
          iconClassName,
        )}
      >
        {icon}
      </span>
      <h1 className="text-3xl font-semibold text-foreground">
        <FormattedMessage {...title} />
      </h1>
      <p className="max-w-prose text-muted-foreground">
        <FormattedMessage {...description} />
      </p>
    </>
  );
}
