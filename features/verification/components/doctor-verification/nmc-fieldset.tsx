import { useIntl } from 'react-intl';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { DocumentFileField } from './document-file-field';
import { messages } from './messages';

/** The NMC step (001 §2.11): the number (required), the name as registered, the certificate. */
export function NmcFieldset({
  disabled,
  describe,
}: {
  disabled: boolean;
  describe: (error: { message?: string; type: string }) => string;
}) {
  const intl = useIntl();
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-lg font-semibold">
        {intl.formatMessage(messages.nmcLegend)}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="nmcNumber"
          label={intl.formatMessage(messages.nmcNumber)}
          required
          render={(field) => <Input {...field} autoComplete="off" disabled={disabled} />}
        />
        <FormField
          name="fullName"
          label={intl.formatMessage(messages.fullName)}
          required
          render={(field) => (
            <Input {...field} maxLength={120} autoComplete="name" disabled={disabled} />
          )}
        />
      </div>
      <DocumentFileField
        name="certificate"
        label={intl.formatMessage(messages.certificate)}
        disabled={disabled}
        describe={describe}
      />
    </fieldset>
  );
}
