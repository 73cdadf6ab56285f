import { useState, type ReactNode } from 'react';
import { BadgeCheck, Clock, Pencil } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { usePatientProfile } from '../../api/patient-profile';
import { messages } from './messages';
import { ProfileCards } from './profile-cards';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';

export type PatientProfileViewProps = {
  /** The identity verification form (features/verification), composed by the app. */
  identitySection?: ReactNode;
  /** The documents section (ProfileDocuments), composed by the app or given here. */
  documentsSection?: ReactNode;
};

const overrides = { fallback: messages.loadFailed, serverError: messages.loadFailed };

/**
 * The patient's Profile tab (002 §2): the picture, the Verified Account / Verification
 * Pending badge, the three cards or the edit form, then the documents and the identity
 * verification. It sits under the shell's h1, so its headings start at h2.
 */
export function PatientProfileView({ identitySection, documentsSection }: PatientProfileViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { profile, error, isLoading, retry } = usePatientProfile();
  const describe = useErrorText(overrides);
  const [editing, setEditing] = useState(false);

  if (!profile) {
    if (error && !isLoading)
      return <ErrorState headingLevel="h2" title={describe(error)} onRetry={retry} />;
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">{t(messages.loading)}</span>
        <Skeleton className="h-16 w-64" />
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="patient-profile-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-2">
            <h2 id="patient-profile-heading" className="text-xl font-semibold">
              {t(messages.heading)}
            </h2>
            {profile.isVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                {t(messages.verified)}
              </Badge>
            ) : (
              <Badge variant="warning">
                <Clock aria-hidden />
                {t(messages.pending)}
              </Badge>
            )}
          </div>
          {editing ? null : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t(messages.edit)}
            </Button>
          )}
        </div>
        <ProfilePicture name={profile.name} src={profile.profilePictureUrl} />
        {editing ? (
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ProfileCards profile={profile} />
        )}
      </section>
      {documentsSection}
      {identitySection}
    </div>
  );
}
