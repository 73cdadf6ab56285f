import type { ColumnDef } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { PrescriptionStatusBadge } from '../prescription-details';
import { messages } from './messages';
import {
  PrescriptionRowActions,
  type PrescriptionRowActionsProps,
} from './prescription-row-actions';

/** 001 §9: a list shows the first 3 medications, then "+N more". */
const SHOWN_MEDICATIONS = 3;

/** The table's columns: number and date (and "edited"), patient, diagnosis, medicines, status, validity, actions. */
export function prescriptionColumns(
  intl: IntlShape,
  actions: Omit<PrescriptionRowActionsProps, 'prescription'>,
): ColumnDef<PrescriptionDetail>[] {
  const t = intl.formatMessage;
  const locale = toLocale(intl.locale.split('-')[0]);
  return [
    {
      id: 'prescription',
      header: t(messages.colPrescription),
      enableSorting: false,
      cell: ({ row: { original: rx } }) => (
        <div className="flex flex-col">
          <span className="font-medium">{rx.number}</span>
          <span className="text-sm text-muted-foreground">{formatDate(rx.createdAt, locale)}</span>
          {rx.version > 1 ? (
            <span className="text-sm text-muted-foreground">
              {t(messages.edited, {
                date: formatDate(rx.updatedAt, locale),
                time: intl.formatTime(rx.updatedAt, {
                  timeStyle: 'short',
                  timeZone: 'Asia/Kathmandu',
                }),
              })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'patient',
      header: t(messages.colPatient),
      enableSorting: false,
      cell: ({ row: { original: rx } }) => (
        <div className="flex flex-col">
          <span className="font-medium">{rx.patientName}</span>
          {rx.patient.phone ? (
            <span className="text-sm text-muted-foreground">{rx.patient.phone}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'diagnosis',
      header: t(messages.colDiagnosis),
      enableSorting: false,
      cell: ({ row: { original: rx } }) => <span className="line-clamp-2">{rx.diagnosis}</span>,
    },
    {
      id: 'medications',
      header: t(messages.colMedications),
      enableSorting: false,
      cell: ({ row: { original: rx } }) => {
        const more = rx.medications.length - SHOWN_MEDICATIONS;
        return (
          <ul className="text-sm">
            {rx.medications.slice(0, SHOWN_MEDICATIONS).map((m, index) => (
              <li key={`${m.name}-${index}`}>
                {m.name} <span className="text-muted-foreground">{m.dosage}</span>
              </li>
            ))}
            {more > 0 ? (
              <li className="text-muted-foreground">
                {t(messages.moreMedications, { count: more })}
              </li>
            ) : null}
          </ul>
        );
      },
    },
    {
      id: 'status',
      header: t(messages.colStatus),
      enableSorting: false,
      cell: ({ row: { original: rx } }) => <PrescriptionStatusBadge status={rx.status} />,
    },
    {
      id: 'validUntil',
      header: t(messages.colValidUntil),
      enableSorting: false,
      cell: ({ row: { original: rx } }) => (
        <div className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap">{formatDate(rx.validUntil, locale)}</span>
          {rx.expiringSoon ? <Badge variant="warning">{t(messages.expiringSoon)}</Badge> : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t(messages.colActions)}</span>,
      enableSorting: false,
      cell: ({ row: { original: rx } }) => (
        <PrescriptionRowActions prescription={rx} {...actions} />
      ),
    },
  ];
}
