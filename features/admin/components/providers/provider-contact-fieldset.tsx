import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { AdminProviderInput } from '@contract/admin-providers';
import { Switch } from '@ui/switch';
import { ContactFields } from '../../shared/contact-fields';
import { SelectField } from '../../shared/select-field';
import type { KindConfig } from './provider-config';
import { messages } from './messages';

/** Contact, status and the kind's service (home collection or delivery). */
export function ProviderContactFieldset({ config }: { config: KindConfig }) {
  const intl = useIntl();
  const flag = config.flag;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-medium">{intl.formatMessage(messages.contact)}</legend>
      <ContactFields<AdminProviderInput>
        emailLabel={intl.formatMessage(messages.contactEmail)}
        phoneLabel={intl.formatMessage(messages.contactPhone)}
      />
      <SelectField<AdminProviderInput, 'status'>
        name="status"
        label={intl.formatMessage(messages.status)}
        options={[
          { value: 'active', label: intl.formatMessage(messages.active) },
          { value: 'inactive', label: intl.formatMessage(messages.inactive) },
        ]}
      />
      {flag ? (
        <Controller<AdminProviderInput, typeof flag>
          name={flag}
          render={({ field }) => (
            <Switch
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              label={intl.formatMessage(messages[flag])}
            />
          )}
        />
      ) : null}
    </fieldset>
  );
}
