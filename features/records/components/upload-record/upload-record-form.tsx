import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import {
  MAX_RECORD_FILE_BYTES,
  RECORD_DESCRIPTION_MAX,
  RECORD_SIGNATURE_MAX,
  RECORD_TITLE_MAX,
  recordFileAccept,
  recordTypes,
} from '@contract/records';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { DialogClose, DialogFooter } from '@ui/dialog';
import { FileDrop } from '@ui/file-drop';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { Progress } from '@ui/progress';
import { Select } from '@ui/select';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useUploadRecord } from '../../api/records';
import { typeMessages } from '../patient-records/messages';
import { messages } from './messages';
import { fieldOf, splitTags, uploadRecordForm } from './upload-schema';

const overrides = { fallback: messages.failed, serverError: messages.failed };

/** The upload form's fields; on success the list is read again and the dialog closes. */
export function UploadRecordFormView({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const upload = useUploadRecord();
  const form = useContractForm(uploadRecordForm, {
    errorText: overrides,
    fieldOf,
    defaultValues: {
      title: '',
      description: '',
      tags: '',
      signature: '',
      date: '',
      files: [],
    },
  });

  const onSubmit = form.submit(async ({ files, tags, date, ...record }) => {
    const { record: saved } = await upload.trigger(
      { ...record, date: date || undefined, tags: splitTags(tags) },
      files,
    );
    toast({
      title: intl.formatMessage(messages.uploaded, { title: saved.title }),
      variant: 'success',
    });
    onDone();
  });

  const typeOptions = recordTypes.map((value) => ({
    value,
    label: intl.formatMessage(typeMessages[value]),
  }));
  const busy = form.formState.isSubmitting || upload.isMutating;

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="files"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1.5">
            <FileDrop
              ref={field.ref}
              name={field.name}
              label={intl.formatMessage(messages.files)}
              accept={recordFileAccept.split(',')}
              maxSize={MAX_RECORD_FILE_BYTES}
              multiple
              files={field.value}
              onFiles={field.onChange}
              disabled={busy}
              typeError={intl.formatMessage(messages.typeError)}
              sizeError={intl.formatMessage(messages.sizeError)}
            />
            {fieldState.error ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {form.describeError(fieldState.error)}
              </p>
            ) : null}
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="type"
          label={intl.formatMessage(messages.type)}
          required
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              options={typeOptions}
              placeholder={intl.formatMessage(messages.typePlaceholder)}
            />
          )}
        />
        <FormField
          name="date"
          label={intl.formatMessage(messages.date)}
          hint={intl.formatMessage(messages.dateHint)}
          render={(field) => (
            <Input
              {...field}
              value={field.value ?? ''}
              type="date"
              max={new Date().toISOString().slice(0, 10)}
            />
          )}
        />
      </div>
      <FormField
        name="title"
        label={intl.formatMessage(messages.recordTitle)}
        required
        render={(field) => <Input {...field} maxLength={RECORD_TITLE_MAX} />}
      />
      <FormField
        name="description"
        label={intl.formatMessage(messages.recordDescription)}
        render={(field) => (
          <Textarea
            {...field}
            value={field.value ?? ''}
            rows={3}
            maxLength={RECORD_DESCRIPTION_MAX}
          />
        )}
      />
      <FormField
        name="tags"
        label={intl.formatMessage(messages.tags)}
        hint={intl.formatMessage(messages.tagsHint)}
        render={(field) => <Input {...field} value={field.value ?? ''} />}
      />
      <FormField
        name="signature"
        label={intl.formatMessage(messages.signature)}
        hint={intl.formatMessage(messages.signatureHint)}
        required
        render={(field) => (
          <Input
            {...field}
            autoComplete="name"
            maxLength={RECORD_SIGNATURE_MAX}
            className="italic"
          />
        )}
      />
      {upload.progress ? (
        <div className="flex flex-col gap-1.5" aria-live="polite">
          <Progress
            value={(upload.progress.done / Math.max(upload.progress.total, 1)) * 100}
            label={intl.formatMessage(messages.uploading)}
            hideLabel
          />
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.progress, upload.progress)}
          </p>
        </div>
      ) : null}
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" type="button">
            {intl.formatMessage(messages.cancel)}
          </Button>
        </DialogClose>
        <Button type="submit" loading={busy} loadingLabel={intl.formatMessage(messages.uploading)}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
