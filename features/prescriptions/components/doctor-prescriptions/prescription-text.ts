import type { IntlShape } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { messages as sheet, timingMessages, urgencyMessages } from '../prescription-print';

/**
 * Copy: the prescription as plain text in the reader's language, one fact a line, the
 * medicines numbered with every field, so it pastes cleanly into a message or a note.
 */
export function prescriptionText(intl: IntlShape, rx: PrescriptionDetail): string {
  const t = intl.formatMessage;
  const locale = toLocale(intl.locale.split('-')[0]);
  const lines = [
    `${t(sheet.number)}: ${rx.number}`,
    `${rx.doctor.fullName} · ${rx.hospital.name}`,
    `${t(sheet.patient)}: ${rx.patientName}`,
    `${t(sheet.date)}: ${formatDate(rx.createdAt, locale)}`,
    `${t(sheet.validUntil)}: ${formatDate(rx.validUntil, locale)}`,
    `${t(sheet.diagnosis)}: ${rx.diagnosis}`,
    `${t(sheet.medications)}:`,
    ...rx.medications.map((m, index) => {
      const packs = m.quantity ? t(sheet.packs, { count: m.quantity }) : '';
      const parts = [m.dosage, m.frequency, m.duration, packs, t(timingMessages[m.timing])];
      const said = parts.filter(Boolean).join(', ');
      const told = m.instructions ? ` (${m.instructions})` : '';
      return `${index + 1}. ${m.name}: ${said}${told}`;
    }),
  ];
  if (rx.tests.length > 0)
    lines.push(
      `${t(sheet.tests)}: ${rx.tests.map((x) => `${x.name} (${t(urgencyMessages[x.urgency])})`).join('; ')}`,
    );
  if (rx.advice) lines.push(`${t(sheet.advice)}: ${rx.advice}`);
  if (rx.followUp.required && rx.followUp.date)
    lines.push(
      `${t(sheet.followUp)}: ${formatDate(rx.followUp.date, locale)}${rx.followUp.notes ? ` · ${rx.followUp.notes}` : ''}`,
    );
  if (rx.allergies.length > 0)
    lines.push(`${t(sheet.allergies)}: ${intl.formatList(rx.allergies)}`);
  return lines.join('\n');
}
