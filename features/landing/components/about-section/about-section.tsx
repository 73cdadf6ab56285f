import { useId, type ComponentProps } from 'react';
import { ArrowRight, HeartHandshake } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { cn } from '@ui/lib';
import { messages } from './messages';

export type AboutSectionProps = Omit<ComponentProps<'section'>, 'children'>;

/** Who we are, in a few lines, with the way to the full About page. */
export function AboutSection({ className, ...props }: AboutSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('bg-surface px-4 py-12 text-surface-foreground sm:py-16', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl items-start gap-6 md:grid-cols-[auto_1fr] md:gap-10">
        <span
          aria-hidden
          className="inline-flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-8"
        >
          <HeartHandshake aria-hidden />
        </span>
        <div className="flex max-w-3xl flex-col gap-4">
          <h2 id={titleId} className="text-3xl font-bold text-foreground">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-lg text-foreground">{intl.formatMessage(messages.mission)}</p>
          <p className="text-base text-muted-foreground">
            {intl.formatMessage(messages.providers)}
          </p>
          <p className="rounded-md border-s-4 border-secondary bg-muted px-4 py-3 text-base text-foreground">
            {intl.formatMessage(messages.beta)}
          </p>
          <Link
            to="/about"
            className="focus-ring inline-flex min-h-touch w-fit items-center gap-1 rounded-md font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
          >
            {intl.formatMessage(messages.more)}
            <ArrowRight aria-hidden className="rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </section>
  );
}
