import { useIntl } from 'react-intl';
import { ambulanceStatuses, vehicleTypes, type AmbulanceInput } from '@contract/admin-providers';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { ContactFields } from '../../shared/contact-fields';
import { SelectField } from '../../shared/select-field';
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
      <SelectField<AmbulanceInput, 'vehicleType'>
        name="vehicleType"
        required
        label={intl.formatMessage(messages.vehicleType)}
        options={vehicleTypes.map((v) => ({
          value: v,
          label: intl.formatMessage(vehicleMessages[v]),
        }))}
      />
      <ContactFields<AmbulanceInput>
        required
        emailLabel={intl.formatMessage(messages.contactEmail)}
        phoneLabel={intl.formatMessage(messages.contactPhone)}
      />
      <SelectField<AmbulanceInput, 'status'>
        name="status"
        label={intl.formatMessage(messages.status)}
        options={ambulanceStatuses.map((s) => ({
          value: s,
          label: intl.formatMessage(statusMessages[s]),
        }))}
      />
    </fieldset>
  );
}
