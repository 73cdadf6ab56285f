import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { letterTypes, type Letter, type LetterType } from '@contract/letters';
import { useErrorText } from '@lib/errors';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { CountedTabs, ListState } from '@ui/counted-tabs';
import { cn } from '@ui/lib';
import { toast } from '@ui/toast';
import { useDeleteLetter, useLetters, useSendLetter } from '../../api/letters';
import { LetterDialog, type LetterDialogProps } from './letter-dialog';
import { LetterRow } from './letter-row';
import { filterMessages, messages, typeHints, typeMessages, valued } from './messages';

const filters = ['all', 'draft', 'sent'] as const;
type Filter = (typeof filters)[number];

export type LettersTabProps = Omit<ComponentProps<'section'>, 'children'>;

/**
 * The doctor portal's Letters tab (001 §2.9, ADR 0043): four template cards, the recent
 * letters (newest first, Draft or Sent), send or delete a draft, and the letter form.
 */
export function LettersTab({ className, ...props }: LettersTabProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const errorText = useErrorText();
  const { data, error, mutate } = useLetters();
  const send = useSendLetter();
  const remove = useDeleteLetter();
  const [writing, setWriting] = useState<LetterDialogProps['writing']>(null);
  const [deleting, setDeleting] = useState<Letter | null>(null);
  const [filter, setFilter] = useState<Filter>('all');

  const failed = (e: unknown) =>
    toast({
      title: intl.formatMessage(messages.actionFailed),
      description: errorText(e),
      variant: 'error',
    });
  const sendDraft = async (letter: Letter) => {
    try {
      await send.trigger({ params: { id: letter._id } });
      toast({ title: intl.formatMessage(messages.sent), variant: 'success' });
    } catch (e) {
      failed(e);
    }
  };
  const deleteDraft = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { id: deleting._id } });
      toast({ title: intl.formatMessage(messages.deleted), variant: 'success' });
    } catch (e) {
      failed(e);
    }
    setDeleting(null);
  };

  return (
    <section className={cn('flex flex-col gap-6', className)} {...props}>
      <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      <section aria-labelledby="letters-templates" className="flex flex-col gap-3">
        <h2 id="letters-templates" className="text-lg font-semibold">
          {intl.formatMessage(messages.templates)}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {letterTypes.map((type) => (
            <TemplateCard key={type} type={type} onWrite={() => setWriting({ type })} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="letters-recent" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="letters-recent" className="text-lg font-semibold">
            {intl.formatMessage(messages.recent)}
          </h2>
          {data && (
            <p className="text-sm text-muted-foreground">
              {intl.formatMessage(valued.counts, {
                drafts: intl.formatNumber(data.drafts),
                sent: intl.formatNumber(data.sent),
              })}
            </p>
          )}
        </div>
        <CountedTabs
          value={filter}
          onValueChange={setFilter}
          tabs={filters.map((f) => ({
            value: f,
            label: intl.formatMessage(filterMessages[f]),
            count: data ? { all: data.total, draft: data.drafts, sent: data.sent }[f] : undefined,
          }))}
        >
          <ListState
            items={data?.letters.filter((l) => filter === 'all' || l.status === filter)}
            messages={{ ...messages, listLabel: messages.recent }}
            failure={error ? { description: errorText(error), onRetry: () => mutate() } : null}
            headingLevel="h3"
            renderItem={(letter) => (
              <LetterRow
                key={letter._id}
                letter={letter}
                locale={locale}
                busy={send.isMutating || remove.isMutating}
                onEdit={(draft) => setWriting({ draft })}
                onSend={(draft) => void sendDraft(draft)}
                onDelete={setDeleting}
              />
            )}
          />
        </CountedTabs>
      </section>
      <LetterDialog writing={writing} onClose={() => setWriting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={intl.formatMessage(messages.deleteTitle)}
        description={intl.formatMessage(valued.deleteText, { subject: deleting?.subject ?? '' })}
        confirmLabel={intl.formatMessage(messages.delete)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={deleteDraft}
      />
    </section>
  );
}

function TemplateCard({ type, onWrite }: { type: LetterType; onWrite: () => void }) {
  const intl = useIntl();
  const name = intl.formatMessage(typeMessages[type]);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <h3 className="font-semibold">{name}</h3>
      <p className="grow text-sm text-muted-foreground">{intl.formatMessage(typeHints[type])}</p>
      <Button variant="outline" onClick={onWrite}>
        {intl.formatMessage(valued.useTemplate, { type: name })}
      </Button>
    </li>
  );
}
