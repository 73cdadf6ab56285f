import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import {
  identityDocumentTypes,
  identityImageAccept,
  MAX_IDENTITY_IMAGE_BYTES,
  patientApplicationFields,
} from '@contract/verification';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { FileDrop } from '@ui/file-drop';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { toast } from '@ui/toast';
import { useApplyPatient } from '../../api/verification';
import { identityTypeMessages, messages } from './messages';

const identityForm = patientApplicationFields.extend({
  documentImage: z
    .array(z.instanceof(File), 'IDENTITY_IMAGE_INVALID')
    .length(1, 'IDENTITY_IMAGE_INVALID'),
});

/** The identity form (002 §3, §5): type, number and one image; the server creates the application. */
export function IdentityForm() {
  const intl = useIntl();
  const apply = useApplyPatient();
  const overrides = {
    fallback: messages.failed,
    serverError: messages.failed,
    IDENTITY_FIELDS_REQUIRED: messages.invalidImage,
  };
  const form = useContractForm(identityForm, {
    errorText: overrides,
    defaultValues: { documentNumber: '', documentImage: [] },
  });
  const onSubmit = form.submit(async ({ documentImage, ...fields }) => {
    await apply.trigger(fields, documentImage[0]!);
    toast({ title: intl.formatMessage(messages.submitted), variant: 'success' });
  });
  const busy = form.formState.isSubmitting || apply.isMutating;
  const invalidImage = intl.formatMessage(messages.invalidImage);

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="documentType"
          label={intl.formatMessage(messages.documentType)}
          required
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              placeholder={intl.formatMessage(messages.documentTypePlaceholder)}
              options={identityDocumentTypes.map((type) => ({
                value: type,
                label: intl.formatMessage(identityTypeMessages[type]),
              }))}
            />
          )}
        />
        <FormField
          name="documentNumber"
          label={intl.formatMessage(messages.documentNumber)}
          required
          render={(field) => <Input {...field} maxLength={40} autoComplete="off" />}
        />
      </div>
      <Controller
        control={form.control}
        name="documentImage"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1.5">
            <FileDrop
              ref={field.ref}
              name={field.name}
              label={intl.formatMessage(messages.documentImage)}
              accept={identityImageAccept.split(',')}
              maxSize={MAX_IDENTITY_IMAGE_BYTES}
              files={field.value}
              onFiles={field.onChange}
              disabled={busy}
              typeError={invalidImage}
              sizeError={invalidImage}
            />
            {fieldState.error ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {form.describeError(fieldState.error)}
              </p>
            ) : null}
          </div>
        )}
      />
      <FormRootError />
      <div>
        <Button type="submit" loading={busy} loadingLabel={intl.formatMessage(messages.submitting)}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </Form>
  );
}
