import { useIntl } from 'react-intl';
import type { MyVerificationStatus } from '@contract/verification';
import { Stepper } from '@ui/stepper';
import { messages } from './messages';

/** Which step is current: the form's two steps until it is sent, then the review, then done. */
const currentOf: Record<MyVerificationStatus, number> = {
  not_submitted: 0,
  rejected: 0,
  pending: 2,
  in_review: 2,
  verified: 3,
};

/** The progress of 001 §2.11: personal identity, NMC registration, the admin's review. */
export function VerificationProgress({ status }: { status: MyVerificationStatus }) {
  const intl = useIntl();
  return (
    <Stepper
      label={intl.formatMessage(messages.progress)}
      current={currentOf[status]}
      steps={[
        { id: 'identity', label: intl.formatMessage(messages.stepIdentity) },
        { id: 'nmc', label: intl.formatMessage(messages.stepNmc) },
        { id: 'review', label: intl.formatMessage(messages.stepReview) },
      ]}
    />
  );
}
