import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Group } from './fieldset-parts';
import { messages } from './messages';
import { limits, vitalSigns, type PrescriptionValues, type VitalSign } from './prescription-schema';

const vitalMessages: Record<VitalSign, MessageDescriptor> = {
  bloodPressure: messages.bloodPressure,
  heartRate: messages.heartRate,
  temperature: messages.temperature,
  respiratoryRate: messages.respiratoryRate,
  oxygenSaturation: messages.oxygenSaturation,
  weight: messages.weight,
  height: messages.height,
  bmi: messages.bmi,
};

/** The vital signs (001 §3): each optional; only those filled in are sent. */
export function VitalSignsFieldset() {
  const intl = useIntl();
  return (
    <Group legend={intl.formatMessage(messages.vitalSigns)}>
      <p className="-mt-2 text-sm text-muted-foreground">
        {intl.formatMessage(messages.vitalSignsHint)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {vitalSigns.map((sign) => (
          <FormField<PrescriptionValues, `vitalSigns.${VitalSign}`>
            key={sign}
            name={`vitalSigns.${sign}`}
            label={intl.formatMessage(vitalMessages[sign])}
            render={(props) => (
              <Input
                {...props}
                maxLength={limits.vitalSign}
                inputMode={sign === 'bloodPressure' ? 'text' : 'decimal'}
                autoComplete="off"
              />
            )}
          />
        ))}
      </div>
    </Group>
  );
}
