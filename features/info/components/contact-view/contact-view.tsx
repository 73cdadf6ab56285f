import { lazy, Suspense, useId, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { cn } from '@ui/lib';
import { ContactDetails } from '../contact-details';
import type { ContactFormProps } from '../contact-form';
import { FaqList, type FaqId } from '../faq-list';
import { messages } from './messages';

/** The form (react-hook-form and the contract's schema) loads after the page's text (ADR 0045). */
const ContactForm = lazy(() =>
  import('../contact-form/contact-form').then((m) => ({ default: m.ContactForm })),
);

/** The three questions beside the form (000 §2): the ones people write in about. */
export const contactFaqIds: readonly FaqId[] = ['booking', 'forgotPassword', 'emergency'];

export type ContactViewProps = Omit<ComponentProps<'div'>, 'children'> &
  Pick<ContactFormProps, 'onSent'>;

const linkClassName =
  'inline-flex min-h-touch items-center rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The Contact page's content (000 §2): the form, address and phone, and three FAQs. */
export function ContactView({ onSent, className, ...props }: ContactViewProps) {
  const intl = useIntl();
  const faqTitleId = useId();
  return (
    <div
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12', className)}
      {...props}
    >
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">
          {intl.formatMessage(messages.title)}
        </h1>
        <p className="text-lg text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Suspense fallback={<div className="min-h-96" />}>
          <ContactForm onSent={onSent} />
        </Suspense>
        <div className="flex flex-col gap-8">
          <ContactDetails />
          <section aria-labelledby={faqTitleId} className="flex flex-col gap-4">
            <h2 id={faqTitleId} className="text-lg font-semibold text-foreground">
              {intl.formatMessage(messages.faqTitle)}
            </h2>
            <FaqList ids={contactFaqIds} />
            <div className="flex flex-wrap gap-x-6">
              <Link to="/faq" className={linkClassName}>
                {intl.formatMessage(messages.allFaqs)}
              </Link>
              <Link to="/help-center" className={linkClassName}>
                {intl.formatMessage(messages.helpCenter)}
              </Link>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
