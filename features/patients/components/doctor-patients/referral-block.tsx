import { useIntl } from 'react-intl';
import type { DoctorPatient } from '@contract/patients';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { careMessages } from './care-messages';

/** 001 §2.3: "If referred by or to a doctor, a referral block shows doctor, reason and date." */
export function ReferralBlock({ referral }: { referral: NonNullable<DoctorPatient['referral']> }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const values = { doctor: referral.doctorName, date: formatDate(referral.date, locale) };
  return (
    <div className="rounded-md border border-border bg-muted/40 p-3 text-sm">
      <p className="font-medium text-foreground">
        {intl.formatMessage(
          referral.direction === 'to' ? careMessages.referredTo : careMessages.referredFrom,
          values,
        )}
      </p>
      {referral.reason ? (
        <p className="break-words text-muted-foreground">
          {intl.formatMessage(careMessages.referralReason, { reason: referral.reason })}
        </p>
      ) : null}
    </div>
  );
}
