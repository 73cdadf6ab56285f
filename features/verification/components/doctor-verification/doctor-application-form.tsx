import { useIntl } from 'react-intl';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { toast } from '@ui/toast';
import { useApplyDoctor, type DoctorDocument } from '../../api/verification';
import {
  doctorForm,
  emptyDoctorForm,
  fieldOf,
  identityKinds,
  type DoctorFormInput,
} from './doctor-form-schema';
import { IdentityFieldset } from './identity-fieldset';
import { messages } from './messages';
import { NmcFieldset } from './nmc-fieldset';

/**
 * The doctor's application: identity documents and the NMC step, sent with the certificate
 * ("Submit verification") or, without one, as a manual request with the link to the NMC
 * record (disabled until there is a link). Both reach the admins' queue.
 */
export function DoctorApplicationForm({
  nmcNumber,
  fullName,
}: {
  nmcNumber?: string;
  fullName?: string;
}) {
  const intl = useIntl();
  const apply = useApplyDoctor();
  const form = useContractForm(doctorForm, {
    errorText: { fallback: messages.failed, serverError: messages.failed },
    fieldOf,
    defaultValues: emptyDoctorForm(nmcNumber, fullName),
  });
  const link = form.watch('verificationLink') ?? '';

  const onSubmit = form.submit(async (values) => {
    const manual = values.mode === 'manual';
    const documents: DoctorDocument[] = identityKinds.flatMap((kind) => {
      const { number, files } = values.identity[kind];
      return files[0] ? [{ kind, number: number || undefined, file: files[0] }] : [];
    });
    if (!manual && values.certificate[0])
      documents.push({ kind: 'nmcCertificate', file: values.certificate[0] });
    await apply.trigger(
      {
        nmcNumber: values.nmcNumber,
        fullName: values.fullName,
        verificationLink: manual ? values.verificationLink : '',
      },
      documents,
    );
    toast({ title: intl.formatMessage(messages.submitted), variant: 'success' });
  });

  const busy = form.formState.isSubmitting || apply.isMutating;
  const describe = form.describeError;
  const send = (mode: DoctorFormInput['mode']) => () => form.setValue('mode', mode);

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
      <IdentityFieldset disabled={busy} describe={describe} />
      <NmcFieldset disabled={busy} describe={describe} />
      <FormRootError />
      <div>
        <Button
          type="submit"
          loading={busy && form.getValues('mode') === 'certificate'}
          loadingLabel={intl.formatMessage(messages.submitting)}
          disabled={busy}
          onClick={send('certificate')}
        >
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-4">
        <legend className="px-1 font-semibold">{intl.formatMessage(messages.manualLegend)}</legend>
        <FormField
          name="verificationLink"
          label={intl.formatMessage(messages.manualLink)}
          hint={intl.formatMessage(messages.manualHint)}
          render={(field) => (
            <Input
              {...field}
              value={field.value ?? ''}
              type="url"
              inputMode="url"
              disabled={busy}
            />
          )}
        />
        <div>
          <Button
            type="submit"
            variant="outline"
            disabled={busy || link.trim() === ''}
            onClick={send('manual')}
          >
            {intl.formatMessage(messages.manualSubmit)}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
