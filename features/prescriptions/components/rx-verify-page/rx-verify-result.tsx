import type { ReactNode } from 'react';
import { Ban, CircleCheck, CircleCheckBig, Clock } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatRxCode, type RxStatus, type RxVerification } from '@contract/rx-verify';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Card, CardContent } from '@ui/card';
import { cn } from '@ui/lib';
import { messages } from './messages';

/** Each status's headline, explanation, icon and colour: valid is the only green one. */
const verdicts: Record<
  RxStatus,
  { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode; tone: string }
> = {
  active: {
    title: messages.activeTitle,
    text: messages.activeText,
    icon: <CircleCheck aria-hidden="true" />,
    tone: 'border-success [&_svg]:text-success',
  },
  expired: {
    title: messages.expiredTitle,
    text: messages.expiredText,
    icon: <Clock aria-hidden="true" />,
    tone: 'border-warning [&_svg]:text-warning',
  },
  completed: {
    title: messages.completedTitle,
    text: messages.completedText,
    icon: <CircleCheckBig aria-hidden="true" />,
    tone: 'border-info [&_svg]:text-info',
  },
  cancelled: {
    title: messages.cancelledTitle,
    text: messages.cancelledText,
    icon: <Ban aria-hidden="true" />,
    tone: 'border-danger [&_svg]:text-danger',
  },
};

/** A genuine prescription as the pharmacist needs it: the verdict first, then the facts. */
export function RxVerifyResult({ verification: v }: { verification: RxVerification }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const verdict = verdicts[v.status];
  const facts: [MessageDescriptor, ReactNode][] = [
    [messages.doctor, v.doctor.fullName],
    [messages.nmc, v.doctor.nmcNumber],
    [messages.hospital, v.hospital],
    [messages.issuedOn, formatDate(v.issuedOn, locale)],
    ...(v.validUntil
      ? ([[messages.validUntil, formatDate(v.validUntil, locale)]] as [
          MessageDescriptor,
          ReactNode,
        ][])
      : []),
    [messages.patient, v.patientInitials],
    [messages.code, <span className="font-mono tracking-wider">{formatRxCode(v.code)}</span>],
  ];
  return (
    <div className="space-y-4">
      <div
        role="status"
        className={cn(
          'flex items-start gap-3 rounded-lg border-2 bg-surface p-4 [&_svg]:mt-0.5 [&_svg]:size-7 [&_svg]:shrink-0',
          verdict.tone,
        )}
      >
        {verdict.icon}
        <div className="space-y-1">
          <p className="text-xl font-semibold text-foreground">
            {intl.formatMessage(verdict.title)}
          </p>
          <p className="text-base text-foreground">{intl.formatMessage(verdict.text)}</p>
        </div>
      </div>
      <Card>
        <CardContent className="space-y-4 p-4">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label.id}>
                <dt className="text-sm text-muted-foreground">{intl.formatMessage(label)}</dt>
                <dd className="text-base font-medium text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h2 className="text-sm text-muted-foreground">
              {intl.formatMessage(messages.medicines)}
            </h2>
            <ul className="mt-1 list-disc space-y-1 ps-5 text-base font-medium text-foreground">
              {v.medicines.map((name, i) => (
                <li key={`${i}-${name}`}>{name}</li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.privacy)}</p>
        </CardContent>
      </Card>
    </div>
  );
}
