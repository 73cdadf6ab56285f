import { useIntl } from 'react-intl';
import type { AdminProviderInput } from '@contract/admin-providers';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { SelectField } from '../../shared/select-field';
import { subtypeText } from './provider-columns';
import type { KindConfig } from './provider-config';
import { messages } from './messages';

/** Name, location, type and (hospitals) beds: name and location are required (002 §5). */
export function ProviderBasicsFieldset({ config }: { config: KindConfig }) {
  const intl = useIntl();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-medium">{intl.formatMessage(messages.basics)}</legend>
      <FormField<AdminProviderInput, 'name'>
        name="name"
        required
        label={intl.formatMessage(messages.name)}
        render={(field) => <Input {...field} autoComplete="organization" />}
      />
      <FormField<AdminProviderInput, 'location'>
        name="location"
        required
        label={intl.formatMessage(messages.location)}
        render={(field) => <Input {...field} autoComplete="address-level2" />}
      />
      <SelectField<AdminProviderInput, 'type'>
        name="type"
        required
        label={intl.formatMessage(messages.type)}
        options={config.subtypes.map((s) => ({ value: s, label: subtypeText(intl, s) }))}
      />
      {config.beds ? (
        <FormField<AdminProviderInput, 'beds'>
          name="beds"
          label={intl.formatMessage(messages.beds)}
          render={({ value, onChange, ...field }) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              value={typeof value === 'number' ? value : ''}
              onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
            />
          )}
        />
      ) : null}
    </fieldset>
  );
}
