import { useIntl } from 'react-intl';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { identityKinds } from './doctor-form-schema';
import { DocumentFileField } from './document-file-field';
import { documentKindMessages, messages } from './messages';

/** The personal identity step (001 §2.11): national ID, passport, driving licence, citizenship; each optional. */
export function IdentityFieldset({
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
        {intl.formatMessage(messages.identityLegend)}
      </legend>
      <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.identityHint)}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {identityKinds.map((kind) => {
          const name = intl.formatMessage(documentKindMessages[kind]);
          return (
            <div key={kind} className="flex flex-col gap-2">
              <FormField
                name={`identity.${kind}.number`}
                label={intl.formatMessage(messages.documentNumber, { kind: name })}
                render={(field) => (
                  <Input {...field} maxLength={40} autoComplete="off" disabled={disabled} />
                )}
              />
              <DocumentFileField
                name={`identity.${kind}.files`}
                label={intl.formatMessage(messages.documentFile, { kind: name })}
                disabled={disabled}
                describe={describe}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
