import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DoctorProfile } from '@contract/doctor-profile';
import { formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Avatar } from '@ui/avatar';
import { Badge } from '@ui/badge';
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
import { messages } from './messages';
import { PreviewDocuments } from './preview-documents';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The read-only preview (001 §2.12): "Dr." and the name, specialization, years, the
 * verified or pending badge, about, education, current positions, specializations and
 * languages, as patients see them.
 */
export function ProfilePreview({
  profile,
  open,
  onOpenChange,
}: {
  profile: DoctorProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const nothing = <p className="text-muted-foreground">{intl.formatMessage(messages.nothing)}</p>;
  const education = [
    ...(profile.graduation.degree
      ? [`${profile.graduation.degree}, ${profile.graduation.institution}`]
      : []),
    ...profile.postGraduation.map(
      (p) => `${p.degree}${p.specialization ? ` (${p.specialization})` : ''}, ${p.institution}`,
    ),
    ...profile.dmQualifications.map((q) => `DM (${q.specialization}), ${q.institution}`),
    ...profile.fellowships.map((f) => `${f.title}, ${f.institution}`),
  ];
  const specializations = [
    profile.specialization,
    ...profile.postGraduation.map((p) => p.specialization),
    ...profile.dmQualifications.map((q) => q.specialization),
  ].filter((s, i, all) => s && all.indexOf(s) === i);
  const verified = profile.verificationStatus === 'verified';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description)}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-4">
            <Avatar
              size="lg"
              name={profile.fullName}
              src={profile.photoUrl ?? undefined}
              decorative
            />
            <div className="flex flex-col gap-1">
              <p className="text-xl font-semibold">
                {intl.formatMessage(messages.name, { name: profile.fullName })}
              </p>
              <p>{profile.specialization}</p>
              <p className="text-muted-foreground">
                {intl
                  .formatMessage(messages.years, {
                    years: profile.experience,
                    // Devanagari digits in Nepali.
                    ...{},
                  })
                  .replace(String(profile.experience), formatNumber(profile.experience, locale))}
              </p>
            </div>
            <Badge variant={verified ? 'success' : 'warning'}>
              {intl.formatMessage(verified ? messages.verified : messages.pending)}
            </Badge>
          </div>
          <Part title={intl.formatMessage(messages.about)}>
            {profile.bio ? <p className="whitespace-pre-line">{profile.bio}</p> : nothing}
          </Part>
          <Part title={intl.formatMessage(messages.education)}>
            {education.length ? (
              <ul className="list-disc pl-5">
                {education.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            ) : (
              nothing
            )}
          </Part>
          <Part title={intl.formatMessage(messages.positions)}>
            {profile.currentWorkingPlaces.length ? (
              <ul className="list-disc pl-5">
                {profile.currentWorkingPlaces.map((w) => (
                  <li key={`${w.hospitalName}-${w.position}`}>
                    {intl.formatMessage(messages.positionAt, {
                      position: w.position,
                      hospital: w.hospitalName,
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              nothing
            )}
          </Part>
          <Part title={intl.formatMessage(messages.specializations)}>
            <p>{specializations.join(', ')}</p>
          </Part>
          <Part title={intl.formatMessage(messages.languages)}>
            {profile.languages.length ? <p>{profile.languages.join(', ')}</p> : nothing}
          </Part>
          <PreviewDocuments profile={profile} />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{intl.formatMessage(messages.close)}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
