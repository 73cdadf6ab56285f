import { useIntl } from 'react-intl';
import type { Letter } from '@contract/letters';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { Badge } from '@ui/badge';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { useLocale } from '../../api';
import { useLetter } from '../../api/letter';
import {
  letterMessages,
  letterTypeLabels,
  letterUrgencyLabels,
  valuedLetterMessages,
} from './letter-messages';

/** The mark of the one element a printout keeps (ADR 0043). */
export const PRINT_MARK = 'data-letter-print';

/**
 * While a letter is shown, printing keeps only the letter: everything else on the page is
 * hidden for print, and the dialog around it stops floating so the letter starts at the top.
 */
export const letterPrintCss = `@media print {
  body * { visibility: hidden !important; }
  [${PRINT_MARK}], [${PRINT_MARK}] * { visibility: visible !important; }
  [role='dialog']:has([${PRINT_MARK}]) { position: static !important; transform: none !important; box-shadow: none !important; border: 0 !important; }
  [${PRINT_MARK}] { position: absolute; left: 0; top: 0; width: 100%; padding: 2rem; color: #000; background: #fff; }
}`;

/** A letter as its recipient reads it: from, date, subject, urgency and the letter itself. */
export function LetterView({ letterId }: { letterId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const errorText = useErrorText();
  const { data, error, mutate } = useLetter(letterId);
  if (error && !data)
    return (
      <ErrorState
        headingLevel="h3"
        title={intl.formatMessage(letterMessages.failed)}
        description={errorText(error)}
        onRetry={() => mutate()}
      />
    );
  if (!data)
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage(letterMessages.loading)}
        </p>
        <Skeleton className="h-32" />
      </div>
    );
  return <LetterBody letter={data.letter} locale={locale} />;
}

function LetterBody({ letter, locale }: { letter: Letter; locale: ReturnType<typeof useLocale> }) {
  const intl = useIntl();
  const from = letter.author.specialization
    ? `${letter.author.name}, ${letter.author.specialization}`
    : letter.author.name;
  const rows = [
    [letterMessages.from, from],
    [letterMessages.to, letter.recipient.name],
    [letterMessages.date, formatDate(letter.sentAt ?? letter.updatedAt, locale)],
    [letterMessages.subject, letter.subject],
  ] as const;
  return (
    <article
      {...{ [PRINT_MARK]: '' }}
      aria-label={intl.formatMessage(letterTypeLabels[letter.type])}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <style>{letterPrintCss}</style>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{intl.formatMessage(letterTypeLabels[letter.type])}</h3>
        <Badge variant={letter.urgency === 'normal' ? 'neutral' : 'danger'}>
          {intl.formatMessage(valuedLetterMessages.urgencyIs, {
            level: intl.formatMessage(letterUrgencyLabels[letter.urgency]),
          })}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label.id} className="contents">
            <dt className="text-muted-foreground">{intl.formatMessage(label)}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="break-words whitespace-pre-line">{letter.content}</p>
    </article>
  );
}
