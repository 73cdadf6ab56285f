import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Pencil, Phone, Plus, Trash2, Users } from 'lucide-react';
import type { EmergencyContact } from '@contract/emergency';
import { formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { EmptyState } from '@ui/empty-state';
import { toast } from '@ui/toast';
import { useDeleteContact } from '../../api/emergency';
import { ContactDialog } from './contact-dialog';
import { contactMessages as messages } from './messages';

export type ContactsCardProps = { contacts: readonly EmergencyContact[]; max: number };

/** The emergency contacts (n/5), with add, edit, call and delete. */
export function ContactsCard({ contacts, max }: ContactsCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const [editing, setEditing] = useState<EmergencyContact | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<EmergencyContact | null>(null);
  const remove = useDeleteContact();
  const deleteError = useErrorText({
    fallback: messages.deleteFailed,
    serverError: messages.deleteFailed,
  });
  const full = contacts.length >= max;

  const open = (contact: EmergencyContact | null) => {
    setEditing(contact);
    setDialogOpen(true);
  };

  async function confirmDelete() {
    if (!deleting) return;
    const { name } = deleting;
    try {
      await remove.trigger({ params: { id: deleting.id } });
      toast({ title: intl.formatMessage(messages.deleted, { name }), variant: 'success' });
    } catch (error) {
      toast({ title: deleteError(error), variant: 'error' });
    }
    setDeleting(null);
  }

  return (
    <section aria-labelledby="emergency-contacts-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="emergency-contacts-title" className="text-xl font-semibold">
          {intl.formatMessage(messages.title)}
          <span className="ms-2 text-base font-normal text-muted-foreground">
            {intl.formatMessage(messages.count, {
              count: formatNumber(contacts.length, locale),
              max: formatNumber(max, locale),
            })}
          </span>
        </h3>
        <Button
          variant="outline"
          onClick={() => open(null)}
          disabled={full}
          aria-describedby={full ? 'emergency-contacts-max' : undefined}
        >
          <Plus aria-hidden="true" />
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      {full ? (
        <p id="emergency-contacts-max" className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.max)}
        </p>
      ) : null}
      {contacts.length === 0 ? (
        <EmptyState
          variant="bordered"
          icon={<Users aria-hidden="true" />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyText)}
        />
      ) : (
        <ul
          aria-label={intl.formatMessage(messages.listLabel)}
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{c.name}</span>
                <span className="text-sm text-muted-foreground">
                  {c.relationship
                    ? intl.formatMessage(messages.detail, {
                        relationship: c.relationship,
                        phone: c.phone,
                      })
                    : c.phone}
                </span>
              </div>
              <div className="flex gap-1">
                <Button asChild variant="ghost" size="icon">
                  <a
                    href={`tel:${c.phone}`}
                    aria-label={intl.formatMessage(messages.call, { name: c.name })}
                  >
                    <Phone aria-hidden="true" />
                  </a>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={intl.formatMessage(messages.edit, { name: c.name })}
                  onClick={() => open(c)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={intl.formatMessage(messages.remove, { name: c.name })}
                  onClick={() => setDeleting(c)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ContactDialog editing={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        tone="danger"
        title={intl.formatMessage(messages.deleteTitle, { name: deleting?.name ?? '' })}
        description={intl.formatMessage(messages.deleteText)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
