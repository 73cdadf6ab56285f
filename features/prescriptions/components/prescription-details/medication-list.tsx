import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { messages, timingMessages, valueMessages } from './messages';

/** Every field of each medication: dosage, frequency, duration, quantity, timing, instructions. */
export function MedicationList({
  medications,
}: {
  medications: PrescriptionDetail['medications'];
}) {
  const intl = useIntl();
  const notGiven = intl.formatMessage(messages.notGiven);
  return (
    <ol className="flex flex-col gap-3">
      {medications.map((medication, index) => (
        <li key={index} className="rounded-md border border-border p-3">
          <p className="font-semibold text-foreground">{medication.name}</p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {(
              [
                ['dosage', medication.dosage],
                ['frequency', medication.frequency],
                ['duration', medication.duration || notGiven],
                [
                  'quantity',
                  medication.quantity
                    ? intl.formatMessage(valueMessages.packs, { count: medication.quantity })
                    : notGiven,
                ],
                ['timing', intl.formatMessage(timingMessages[medication.timing])],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex flex-col">
                <dt className="text-muted-foreground">{intl.formatMessage(messages[key])}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {medication.instructions ? (
              <div className="flex flex-col sm:col-span-2">
                <dt className="text-muted-foreground">
                  {intl.formatMessage(messages.instructions)}
                </dt>
                <dd>{medication.instructions}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ol>
  );
}
