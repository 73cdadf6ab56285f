import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { cn } from '@ui/lib';
import { phoneTag } from '@ui/link';
import { supportContact } from '../../support-contact';
import { messages } from './messages';

/** Every question, in the order the FAQ page shows them. */
export const faqIds = [
  'whatIs',
  'createAccount',
  'cost',
  'booking',
  'verification',
  'privacy',
  'language',
  'providers',
  'forgotPassword',
  'ratings',
  'emergency',
  'contactSupport',
] as const;
export type FaqId = (typeof faqIds)[number];

const entries: Record<FaqId, { question: MessageDescriptor; answer: MessageDescriptor }> = {
  whatIs: { question: messages.whatIsQuestion, answer: messages.whatIsAnswer },
  createAccount: { question: messages.createAccountQuestion, answer: messages.createAccountAnswer },
  cost: { question: messages.costQuestion, answer: messages.costAnswer },
  booking: { question: messages.bookingQuestion, answer: messages.bookingAnswer },
  verification: { question: messages.verificationQuestion, answer: messages.verificationAnswer },
  privacy: { question: messages.privacyQuestion, answer: messages.privacyAnswer },
  language: { question: messages.languageQuestion, answer: messages.languageAnswer },
  providers: { question: messages.providersQuestion, answer: messages.providersAnswer },
  forgotPassword: {
    question: messages.forgotPasswordQuestion,
    answer: messages.forgotPasswordAnswer,
  },
  ratings: { question: messages.ratingsQuestion, answer: messages.ratingsAnswer },
  emergency: { question: messages.emergencyQuestion, answer: messages.emergencyAnswer },
  contactSupport: {
    question: messages.contactSupportQuestion,
    answer: messages.contactSupportAnswer,
  },
};

/** Where an answer's `<link>` leads. */
const answerLinks: Partial<Record<FaqId, string>> = {
  privacy: '/privacy',
  contactSupport: '/contact',
};

const inlineLinkClassName =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm';

export type FaqListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** Which questions, in this order; all of them by default. */
  ids?: readonly FaqId[];
};

/**
 * Questions and answers as native disclosure widgets (`<details>`): keyboard operable,
 * announced as expanded or collapsed, and working before any script has run.
 */
export function FaqList({ ids = faqIds, className, ...props }: FaqListProps) {
  const intl = useIntl();
  return (
    <ul className={cn('flex flex-col gap-3', className)} {...props}>
      {ids.map((id) => {
        const to = answerLinks[id];
        const link = (chunks: ReactNode[]) =>
          to ? (
            <Link to={to} className={inlineLinkClassName}>
              {chunks}
            </Link>
          ) : (
            chunks
          );
        return (
          <li key={id}>
            <details className="group rounded-lg border border-border bg-surface text-surface-foreground shadow-sm">
              <summary
                className={cn(
                  'flex min-h-touch cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3',
                  'text-base font-medium text-foreground hover:bg-muted',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  '[&::-webkit-details-marker]:hidden',
                )}
              >
                <span>{intl.formatMessage(entries[id].question)}</span>
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-normal ease-standard group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="px-4 pt-1 pb-4 text-base leading-relaxed text-muted-foreground">
                {intl.formatMessage(entries[id].answer, {
                  link,
                  phone: supportContact.phone,
                  ambulance: supportContact.ambulance,
                  tel: phoneTag(),
                })}
              </p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
