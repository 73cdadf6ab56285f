import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CareRequest } from '@contract/care-requests';
import { formatClock, formatDate, formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { messages, statusMessages, typeMessages, valued } from './messages';

export type RequestDetailsDialogProps = {
  request: CareRequest | null;
  onOpenChange: (open: boolean) => void;
};

function Row({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'flex flex-col gap-0.5 sm:col-span-2' : 'flex flex-col gap-0.5'}>
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

/** 001 §2.8's details: the patient, the preferred time, what they wrote, files and the answer. */
export function RequestDetailsDialog({ request, onOpenChange }: RequestDetailsDialogProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const t = intl.formatMessage;
  const info = request?.patientInfo;
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t(valued.detailsTitle, { requestId: request?.requestId ?? '' })}
          </DialogTitle>
          <DialogDescription>
            {request
              ? t(valued.kindAndStatus, {
                  type: t(typeMessages[request.type]),
                  status: t(statusMessages[request.status]),
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        {request && info ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Row term={t(messages.patient)}>{info.name}</Row>
            <Row term={t(messages.age)}>
              {info.age === null
                ? t(messages.unknown)
                : t(valued.ageYears, { age: formatNumber(info.age, locale) })}
            </Row>
            <Row term={t(messages.gender)}>{info.gender || t(messages.unknown)}</Row>
            <Row term={t(messages.condition)}>{info.condition || t(messages.unknown)}</Row>
            <Row term={t(messages.preferredTime)}>
              {t(valued.preferred, {
                date: formatDate(request.preferredDate, locale),
                time: formatClock(request.preferredTime, locale),
              })}
            </Row>
            <Row wide term={t(messages.description)}>
              <span className="whitespace-pre-line">{request.description}</span>
            </Row>
            <Row wide term={t(messages.attachments)}>
              {request.attachments.length === 0 ? (
                t(messages.noAttachments)
              ) : (
                <ul className="list-inside list-disc">
                  {request.attachments.map((a) => (
                    <li key={a._id}>{a.name}</li>
                  ))}
                </ul>
              )}
            </Row>
            <Row wide term={t(messages.response)}>
              {request.responseDate ? (
                <>
                  <span className="block text-sm text-muted-foreground">
                    {t(valued.respondedOn, { date: formatDate(request.responseDate, locale) })}
                  </span>
                  {request.responseMessage}
                </>
              ) : (
                t(messages.noResponse)
              )}
            </Row>
          </dl>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t(messages.close)}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
