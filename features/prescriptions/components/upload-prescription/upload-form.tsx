import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { SIGNATURE_PAD } from '@contract/prescriptions';
import { useCodeText, useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { DialogClose, DialogFooter } from '@ui/dialog';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { SignaturePad } from '@ui/signature-pad';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useUploadPrescription } from '../../api/patient';
import { messages } from './messages';
import { UploadFileField } from './upload-file-field';
import { buildUploadBody, uploadForm, type UploadFormInput } from './upload-schema';

/** Any failure that is not a field's reads as 002 §8's upload failure. */
const overrides = {
  serverError: messages.failed,
  connection: messages.failed,
  fallback: messages.failed,
};

function SignatureField({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const text = useCodeText();
  const { field, fieldState } = useController<UploadFormInput, 'signature'>({
    name: 'signature',
  });
  return (
    <SignaturePad
      label={intl.formatMessage(messages.signature)}
      hint={intl.formatMessage(messages.signatureHint)}
      required
      disabled={disabled}
      width={SIGNATURE_PAD.width}
      height={SIGNATURE_PAD.height}
      error={fieldState.error ? text(fieldState.error.message ?? '') : undefined}
      onChange={(dataUrl) => {
        field.onChange(dataUrl ?? '');
        field.onBlur();
      }}
    />
  );
}

/**
 * 002 §3's upload form: the file, doctor name and hospital or clinic (required), diagnosis
 * and notes (optional), and a drawn signature; the server's field refusals land on their
 * fields, anything else as "Failed to upload prescription. Please try again.".
 */
export function UploadForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const upload = useUploadPrescription();
  const form = useContractForm(uploadForm, {
    errorText: overrides,
    defaultValues: {
      doctorName: '',
      hospitalName: '',
      diagnosis: '',
      notes: '',
      signature: '',
      prescriptionFile: null as unknown as File,
    },
  });
  const busy = form.formState.isSubmitting;
  const save = form.submit(async (values) => {
    await upload.trigger({ body: buildUploadBody(values) });
    toast({ title: intl.formatMessage(messages.uploaded), variant: 'success' });
    onDone();
  });
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4">
      <UploadFileField disabled={busy} />
      <FormField<UploadFormInput, 'doctorName'>
        name="doctorName"
        required
        label={intl.formatMessage(messages.doctorName)}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
      <FormField<UploadFormInput, 'hospitalName'>
        name="hospitalName"
        required
        label={intl.formatMessage(messages.hospitalName)}
        render={(field) => <Input {...field} autoComplete="organization" />}
      />
      <FormField<UploadFormInput, 'diagnosis'>
        name="diagnosis"
        label={intl.formatMessage(messages.diagnosis)}
        render={(field) => <Input {...field} value={field.value ?? ''} />}
      />
      <FormField<UploadFormInput, 'notes'>
        name="notes"
        label={intl.formatMessage(messages.notes)}
        render={(field) => <Textarea {...field} value={field.value ?? ''} rows={3} />}
      />
      <SignatureField disabled={busy} />
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" className="min-h-11" disabled={busy}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          className="min-h-11"
          loading={busy}
          loadingLabel={intl.formatMessage(messages.uploading)}
        >
          {intl.formatMessage(messages.submit)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
