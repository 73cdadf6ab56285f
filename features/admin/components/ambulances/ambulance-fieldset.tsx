import { useIntl } from 'react-intl';
import { ambulanceStatuses, vehicleTypes, type AmbulanceInput } from '@contract/admin-providers';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { messages, statusMessages, vehicleMessages } from './messages';

/** 002 §5: name, registration number, vehicle type, email and phone are required. */
export function AmbulanceFieldset() {
  const intl = useIntl();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-medium">{intl.formatMessage(messages.details)}</legend>
      <FormField<AmbulanceInput, 'name'>
        name="name"
        required
        label={intl.formatMessage(messages.name)}
        render={(field) => <Input {...field} autoComplete="organization" />}
      />
      <FormField<AmbulanceInput, 'registrationNumber'>
        name="registrationNumber"
        required
        label={intl.formatMessage(messages.registrationNumber)}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
      <FormField<AmbulanceInput, 'vehicleType'>
        name="vehicleType"
        required
        label={intl.formatMessage(messages.vehicleType)}
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={value}
            onValueChange={onChange}
            options={vehicleTypes.map((v) => ({
              value: v,
              label: intl.formatMessage(vehicleMessages[v]),
            }))}
          />
        )}
      />
      <FormField<AmbulanceInput, 'contactEmail'>
        name="contactEmail"
        required
        label={intl.formatMessage(messages.contactEmail)}
        render={(field) => <Input {...field} type="email" autoComplete="email" />}
      />
      <FormField<AmbulanceInput, 'contactPhone'>
        name="contactPhone"
        required
        label={intl.formatMessage(messages.contactPhone)}
        render={(field) => <Input {...field} type="tel" autoComplete="tel" />}
      />
      <FormField<AmbulanceInput, 'status'>
        name="status"
        label={intl.formatMessage(messages.status)}
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={value}
            onValueChange={onChange}
            options={ambulanceStatuses.map((s) => ({
              value: s,
              label: intl.formatMessage(statusMessages[s]),
            }))}
          />
        )}
      />
    </fieldset>
  );
}
