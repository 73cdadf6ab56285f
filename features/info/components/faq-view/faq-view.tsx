import { useId, type ComponentProps } from 'react';
import { LifeBuoy, Mail } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { FaqList } from '../faq-list';
import { messages } from './messages';

export type FaqViewProps = Omit<ComponentProps<'div'>, 'children'>;

/** The FAQ page's content (000 §2): every question, then where to ask another. */
export function FaqView({ className, ...props }: FaqViewProps) {
  const intl = useIntl();
  const moreId = useId();
  return (
    <div
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12', className)}
      {...props}
    >
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">
          {intl.formatMessage(messages.title)}
        </h1>
        <p className="text-lg text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </header>
      <FaqList />
      <section
        aria-labelledby={moreId}
        className="flex flex-col gap-3 rounded-lg bg-muted p-4 sm:p-6"
      >
        <h2 id={moreId} className="text-lg font-semibold text-foreground">
          {intl.formatMessage(messages.moreTitle)}
        </h2>
        <p className="text-muted-foreground">{intl.formatMessage(messages.moreText)}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/help-center">
              <LifeBuoy aria-hidden />
              {intl.formatMessage(messages.helpCenter)}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/contact">
              <Mail aria-hidden />
              {intl.formatMessage(messages.contact)}
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
