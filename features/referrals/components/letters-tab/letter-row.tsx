import { useIntl } from 'react-intl';
import type { Letter } from '@contract/letters';
import { formatDate } from '@lib/format';
import type { Locale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { messages, valued, statusMessages, typeMessages, urgencyMessages } from './messages';

export type LetterRowProps = {
  letter: Letter;
  locale: Locale;
  busy: boolean;
  onEdit: (letter: Letter) => void;
  onSend: (letter: Letter) => void;
  onDelete: (letter: Letter) => void;
};

/** One recent letter (001 §3): type, patient, recipient, date, status; a draft's actions. */
export function LetterRow({ letter, locale, busy, onEdit, onSend, onDelete }: LetterRowProps) {
  const intl = useIntl();
  const draft = letter.status === 'draft';
  const subject = letter.subject;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{intl.formatMessage(typeMessages[letter.type])}</Badge>
          <Badge variant={draft ? 'warning' : 'success'}>
            {intl.formatMessage(statusMessages[letter.status])}
          </Badge>
          {letter.urgency !== 'normal' && (
            <Badge variant="danger">{intl.formatMessage(urgencyMessages[letter.urgency])}</Badge>
          )}
        </div>
        <h3 className="font-medium break-words">{subject}</h3>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(valued.line, {
            about: intl.formatMessage(valued.about, { patient: letter.patient.name }),
            to: letter.mine
              ? intl.formatMessage(valued.to, { recipient: letter.recipient.name })
              : intl.formatMessage(valued.from, { author: letter.author.name }),
            when: intl.formatMessage(draft ? valued.savedOn : valued.sentOn, {
              date: formatDate(letter.sentAt ?? letter.updatedAt, locale),
            }),
          })}
        </p>
      </div>
      {draft && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-label={intl.formatMessage(valued.editLabel, { subject })}
            onClick={() => onEdit(letter)}
          >
            {intl.formatMessage(messages.edit)}
          </Button>
          <Button
            disabled={busy}
            aria-label={intl.formatMessage(valued.sendLabel, { subject })}
            onClick={() => onSend(letter)}
          >
            {intl.formatMessage(messages.send)}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            aria-label={intl.formatMessage(valued.deleteLabel, { subject })}
            onClick={() => onDelete(letter)}
          >
            {intl.formatMessage(messages.delete)}
          </Button>
        </div>
      )}
    </li>
  );
}
