import { useIntl } from 'react-intl';
import { type DoctorProfile, nmcSection } from '@contract/doctor-profile';
import { Badge } from '@ui/badge';
import { fieldMessages as m, statusMessages } from './messages';
import { SectionForm, type SectionProps, TextInput } from './section-form';

/** NMC Verification (001 §4): the number (read-only once verified), status and message. */
export function NmcSection({
  profile,
  editing,
  ...props
}: SectionProps & { profile: DoctorProfile }) {
  const intl = useIntl();
  const tone = { verified: 'success', pending: 'warning', rejected: 'danger' } as const;
  return (
    <SectionForm
      section="nmc"
      schema={nmcSection}
      values={{ nmcNumber: profile.nmcNumber }}
      editing={editing && !profile.nmcVerified}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{intl.formatMessage(m.nmcStatus)}</span>
        <Badge variant={tone[profile.verificationStatus]}>
          {intl.formatMessage(statusMessages[profile.verificationStatus])}
        </Badge>
      </div>
      <div className="max-w-sm">
        <TextInput name="nmcNumber" label={m.nmcNumber} required maxLength={12} />
      </div>
      {profile.nmcVerified ? (
        <p className="text-muted-foreground">{intl.formatMessage(m.nmcLocked)}</p>
      ) : null}
      {profile.verificationMessage ? (
        <div>
          <p className="font-medium">{intl.formatMessage(m.verificationMessage)}</p>
          <p>{profile.verificationMessage}</p>
        </div>
      ) : null}
    </SectionForm>
  );
}
