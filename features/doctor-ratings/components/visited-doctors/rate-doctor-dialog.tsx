import { useIntl } from 'react-intl';
import { doctorRatingCriteria, rateDoctorRequest } from '@contract/doctor-ratings';
import { useErrorText } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { ErrorState } from '@ui/error-state';
import { Form, FormField, FormRootError } from '@ui/form';
import { RatingCriteriaFieldset, RatingStarsField } from '@ui/rating-stars-field';
import { Spinner } from '@ui/spinner';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useCanRateDoctor, useRateDoctor } from '../../api/doctor-ratings';
import { criterionMessages, messages } from '../../messages';
import { RatedDoctorSummary } from './rated-doctor-summary';

export type RateDoctorDialogProps = {
  doctor: { doctorId: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
};

const submitWording = { fallback: messages.submitFailed, serverError: messages.submitFailed };
const eligibilityWording = {
  fallback: messages.eligibilityFailed,
  serverError: messages.eligibilityFailed,
};

/**
 * Rating one visit of a doctor (002 §2, §3, §5): the doctor's summary, can-rate first; then 1 to 5 stars, the
 * doctor's criteria if the patient likes, and a comment. The §8 refusals (no visit, rated
 * already, doctor not verified) are the server's catalogue text.
 */
export function RateDoctorDialog({ doctor, onOpenChange }: RateDoctorDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={doctor !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(messages.dialogTitle, { name: doctor?.name ?? '' })}
          </DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.dialogDescription)}</DialogDescription>
        </DialogHeader>
        {doctor ? (
          <>
            <RatedDoctorSummary doctorId={doctor.doctorId} />
            <Eligibility doctorId={doctor.doctorId} onDone={() => onOpenChange(false)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Eligibility({ doctorId, onDone }: { doctorId: string; onDone: () => void }) {
  const intl = useIntl();
  const can = useCanRateDoctor(doctorId);
  const textOf = useErrorText(eligibilityWording);
  if (can.error && !can.data)
    return (
      <ErrorState
        size="sm"
        title={textOf(can.error)}
        headingLevel="h3"
        onRetry={() => can.mutate()}
      />
    );
  if (!can.data)
    return <Spinner className="mx-auto my-6" label={intl.formatMessage(messages.loading)} />;
  if (!can.data.canRate || !can.data.appointmentId)
    return (
      <Alert tone="warning" role="alert">
        {can.data.message}
      </Alert>
    );
  return <RatingForm doctorId={doctorId} appointmentId={can.data.appointmentId} onDone={onDone} />;
}

function RatingForm({
  doctorId,
  appointmentId,
  onDone,
}: {
  doctorId: string;
  appointmentId: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const rate = useRateDoctor();
  const form = useContractForm(rateDoctorRequest, {
    defaultValues: { appointmentId, stars: 0, criteria: {}, comment: '' },
    errorText: submitWording,
  });
  const save = form.submit(async (body) => {
    await rate.trigger({ params: { id: doctorId }, body });
    toast({ title: intl.formatMessage(messages.saved), variant: 'success' });
    onDone();
  });
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4">
      <RatingStarsField
        name="stars"
        required
        label={intl.formatMessage(messages.stars)}
        size="lg"
      />
      <RatingCriteriaFieldset
        legend={intl.formatMessage(messages.criteria)}
        criteria={doctorRatingCriteria.map((criterion) => ({
          name: criterion,
          label: intl.formatMessage(criterionMessages[criterion]),
        }))}
      />
      <FormField
        name="comment"
        label={intl.formatMessage(messages.comment)}
        render={(field) => <Textarea {...field} value={field.value ?? ''} rows={3} />}
      />
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={rate.isMutating}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
