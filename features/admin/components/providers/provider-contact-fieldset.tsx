import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { AdminProviderInput } from '@contract/admin-providers';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { Switch } from '@ui/switch';
import type { KindConfig } from './provider-config';
import { messages } from './messages';

/** Contact, status and the kind's service (home collection or delivery). */
export function ProviderContactFieldset({ config }: { config: KindConfig }) {
  const intl = useIntl();
  const flag = config.flag;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-medium">{intl.formatMessage(messages.contact)}</legend>
      <FormField<AdminProviderInput, 'contactEmail'>
        name="contactEmail"
        label={intl.formatMessage(messages.contactEmail)}
        render={(field) => <Input {...field} type="email" autoComplete="email" />}
      />
      <FormField<AdminProviderInput, 'contactPhone'>
        name="contactPhone"
        label={intl.formatMessage(messages.contactPhone)}
        render={(field) => <Input {...field} type="tel" autoComplete="tel" />}
      />
      <FormField<AdminProviderInput, 'status'>
        name="status"
        label={intl.formatMessage(messages.status)}
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={value}
            onValueChange={onChange}
            options={[
              { value: 'active', label: intl.formatMessage(messages.active) },
              { value: 'inactive', label: intl.formatMessage(messages.inactive) },
            ]}
          />
        )}
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
