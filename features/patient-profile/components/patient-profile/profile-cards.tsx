import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PatientProfile } from '@contract/patient-profile';
import { formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/card';
import { genderLabels, messages } from './messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The view mode's three cards (002 §2): personal, contact and medical. */
export function ProfileCards({ profile }: { profile: PatientProfile }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const t = intl.formatMessage;
  const notGiven = t(messages.notGiven);
  const tags = (list: string[]) =>
    list.length === 0 ? (
      t(messages.none)
    ) : (
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {list.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>{t(messages.personal)}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-3">
            <Row label={t(messages.name)}>{profile.name}</Row>
            <Row label={t(messages.age)}>
              {profile.age === null ? notGiven : formatNumber(profile.age, locale)}
            </Row>
            <Row label={t(messages.gender)}>
              {profile.gender ? t(genderLabels[profile.gender]) : notGiven}
            </Row>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t(messages.contact)}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-3">
            <Row label={t(messages.email)}>{profile.email}</Row>
            <Row label={t(messages.phone)}>{profile.phone}</Row>
            <Row label={t(messages.address)}>{profile.address || notGiven}</Row>
            <Row label={t(messages.emergencyContact)}>{profile.emergencyContact || notGiven}</Row>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t(messages.medical)}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-3">
            <Row label={t(messages.bloodGroup)}>{profile.bloodGroup ?? notGiven}</Row>
            <Row label={t(messages.allergies)}>{tags(profile.allergies)}</Row>
            <Row label={t(messages.conditions)}>{tags(profile.chronicConditions)}</Row>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
