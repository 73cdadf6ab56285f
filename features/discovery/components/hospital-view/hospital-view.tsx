import { ChevronRight, Mail, MapPin, Phone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { HospitalDetail } from '@contract/discovery';
import { specialtyLabel } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { RatingStars } from '@ui/rating-stars';
import { useHospital } from '../../api';
import { links } from '../../constants';
import { commonMessages, weekdayMessages } from '../../messages';
import { DetailPage, DetailSection } from '../page-states';
import { messages } from './messages';

function Hospital({ hospital }: { hospital: HospitalDetail }) {
  const intl = useIntl();
  const { city, address } = hospital.location;
  const place = [address, city].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{hospital.name}</h1>
        <p className="flex items-center gap-2 text-base text-foreground">
          <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {place || intl.formatMessage(commonMessages.locationNotSpecified)}
        </p>
        {hospital.rating !== null ? <RatingStars value={hospital.rating} /> : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <DetailSection title={intl.formatMessage(messages.departments)}>
            {hospital.departments.length === 0 ? (
              <p className="text-muted-foreground">{intl.formatMessage(messages.noDepartments)}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {hospital.departments.map((department) => (
                  <li key={department}>
                    <Badge size="lg">{specialtyLabel(intl, department)}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <DetailSection title={intl.formatMessage(messages.doctors)}>
            {hospital.doctors.length === 0 ? (
              <p className="text-muted-foreground">{intl.formatMessage(messages.noDoctors)}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {hospital.doctors.map((doctor) => (
                  <li key={doctor._id}>
                    <Link
                      to={links.profile(doctor._id)}
                      className="flex min-h-touch items-center gap-3 rounded-md py-3 hover:bg-muted focus-ring"
                    >
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="font-semibold text-foreground">{doctor.fullName}</span>
                        <span className="text-sm text-muted-foreground">
                          {specialtyLabel(intl, doctor.specialization)}
                        </span>
                        <span className="text-sm text-foreground">
                          {intl.formatMessage(messages.days, {
                            days: intl.formatList(
                              doctor.days.map((day) => intl.formatMessage(weekdayMessages[day])),
                            ),
                          })}
                        </span>
                      </span>
                      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>
        <DetailSection title={intl.formatMessage(messages.contact)}>
          <dl className="flex flex-col gap-3 text-base">
            <div>
              <dt className="text-sm text-muted-foreground">
                {intl.formatMessage(messages.address)}
              </dt>
              <dd className="text-foreground">
                {place || intl.formatMessage(commonMessages.locationNotSpecified)}
              </dd>
            </div>
            {hospital.phone ? (
              <div>
                <dt className="text-sm text-muted-foreground">
                  {intl.formatMessage(messages.phone)}
                </dt>
                <dd>
                  <a
                    href={`tel:${hospital.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex min-h-touch items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <Phone aria-hidden className="size-4" />
                    {hospital.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {hospital.email ? (
              <div>
                <dt className="text-sm text-muted-foreground">
                  {intl.formatMessage(messages.email)}
                </dt>
                <dd>
                  <a
                    href={`mailto:${hospital.email}`}
                    className="inline-flex min-h-touch items-center gap-2 font-medium break-all text-primary underline-offset-4 hover:underline"
                  >
                    <Mail aria-hidden className="size-4 shrink-0" />
                    {hospital.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </DetailSection>
      </div>
    </div>
  );
}

export type HospitalViewProps = { hospitalId: string };

/** /hospital/{id}: name, location, contact, departments and the doctors who practise there. */
export function HospitalView({ hospitalId }: HospitalViewProps) {
  const intl = useIntl();
  const { hospital, ...state } = useHospital(hospitalId);
  return (
    <DetailPage
      {...state}
      data={hospital}
      messages={messages}
      notFoundAction={
        <Button asChild>
          <Link to="/search?type=hospitals">
            {intl.formatMessage(commonMessages.findHospitals)}
          </Link>
        </Button>
      }
    >
      {(loaded) => <Hospital hospital={loaded} />}
    </DetailPage>
  );
}
