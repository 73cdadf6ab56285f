import { BadgeCheck, CalendarPlus, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DoctorProfile } from '@contract/entities';
import { formatRupees } from '@lib/format';
import { specialtyLabel, toLocale } from '@lib/i18n';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { RatingStars } from '@ui/rating-stars';
import { SkeletonText } from '@ui/skeleton';
import { useDoctor, useDoctorAvailability } from '../../api';
import { links, nmcRegisterUrl } from '../../constants';
import { commonMessages, formatClock, weekdayMessages } from '../../messages';
import { DetailPage, DetailSection } from '../page-states';
import { formatCareerYears } from './career-years';
import { messages } from './messages';

function Schedule({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const { days } = useDoctorAvailability(doctorId);
  if (!days)
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {intl.formatMessage(messages.scheduleLoading)}
        </p>
        <SkeletonText lines={3} />
      </div>
    );
  // 000 §8: schedule data that cannot be had shows as an empty schedule, silently.
  if (days.length === 0)
    return (
      <p className="text-base text-muted-foreground">
        {intl.formatMessage(messages.scheduleEmpty)}
      </p>
    );
  return (
    <ul className="flex flex-col gap-4">
      {days.map(({ day, slots }) => (
        <li key={day} className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-foreground">
            {intl.formatMessage(weekdayMessages[day])}
          </h3>
          <ul className="flex flex-col gap-2">
            {slots.map((slot) => {
              const time = intl.formatMessage(commonMessages.timeRange, {
                start: formatClock(intl, slot.startTime),
                end: formatClock(intl, slot.endTime),
              });
              return (
                <li
                  key={`${slot.startTime}-${slot.hospital.name}`}
                  className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="text-sm text-foreground">
                    <p className="font-semibold">{time}</p>
                    <p>
                      {intl.formatMessage(messages.slotAt, {
                        hospital: slot.hospital.name,
                        department: specialtyLabel(intl, slot.hospital.department),
                      })}
                    </p>
                    <p className="text-muted-foreground">
                      {intl.formatMessage(messages.fee, {
                        fee: formatRupees(slot.consultationFee, locale),
                      })}
                    </p>
                  </div>
                  <Button asChild variant="outline">
                    <Link
                      to={links.bookSlot(doctorId, {
                        day,
                        start: slot.startTime,
                        hospital: slot.hospital.name,
                      })}
                      aria-label={intl.formatMessage(messages.bookSlotLabel, {
                        day: intl.formatMessage(weekdayMessages[day]),
                        time,
                        hospital: slot.hospital.name,
                      })}
                    >
                      <CalendarPlus aria-hidden />
                      {intl.formatMessage(messages.bookSlot)}
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** "KIST Medical College, २०१५": the place, then its years in the reader's numbering. */
function PlaceAndYears({ place, years }: { place: string; years: string }) {
  const intl = useIntl();
  const shown = years.trim() ? formatCareerYears(intl, years) : '';
  if (!shown) return place;
  if (!place.trim()) return shown;
  return intl.formatMessage(messages.placeAndYears, {
    name: place,
    years: shown,
    place: (chunks: ReactNode[]) => <span>{chunks}</span>,
  });
}

function Profile({ doctor }: { doctor: DoctorProfile }) {
  const intl = useIntl();
  const name = doctor.fullName || doctor.name;
  const city = doctor.clinicDetails.address.city.trim();
  const notProvided = (
    <p className="text-base text-muted-foreground">{intl.formatMessage(messages.notProvided)}</p>
  );
  return (
    <div className="flex flex-col gap-6">
      <Card asChild>
        <header className="gap-4 p-5 sm:flex-row sm:items-center sm:gap-6">
          <Avatar
            name={name}
            src={doctor.profilePhoto ?? undefined}
            size="lg"
            className="size-20 text-2xl"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{name}</h1>
            <p className="text-lg text-foreground">{specialtyLabel(intl, doctor.specialty)}</p>
            {doctor.qualification ? (
              <p className="text-sm text-muted-foreground">{doctor.qualification}</p>
            ) : null}
            <p className="flex items-center gap-2 text-sm text-foreground">
              <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              {city || intl.formatMessage(commonMessages.locationNotSpecified)}
            </p>
            <a
              href={nmcRegisterUrl(doctor.nmcNumber ?? name)}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex min-h-touch w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-success underline-offset-4 hover:underline focus-ring"
              aria-label={intl.formatMessage(messages.verifiedLink, { name })}
            >
              <BadgeCheck aria-hidden className="size-4" />
              {intl.formatMessage(commonMessages.verified)}
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
            <RatingStars value={doctor.rating} />
          </div>
          <Button asChild size="lg" className="sm:self-start">
            <Link to={links.book(doctor._id)}>{intl.formatMessage(messages.book)}</Link>
          </Button>
        </header>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <DetailSection title={intl.formatMessage(messages.about)}>
            {/* The doctor's own words carry their language (WCAG 3.1.2, ADR 0014). */}
            <p
              lang={doctor.about ? doctor.language : undefined}
              className="text-base text-foreground"
            >
              {doctor.about || intl.formatMessage(messages.aboutEmpty)}
            </p>
          </DetailSection>
          <DetailSection title={intl.formatMessage(messages.schedule)}>
            <Schedule doctorId={doctor._id} />
          </DetailSection>
          <DetailSection title={intl.formatMessage(messages.education)}>
            {doctor.education.length === 0 ? (
              notProvided
            ) : (
              <ul className="flex flex-col gap-3">
                {doctor.education.map((entry) => (
                  <li key={`${entry.degree}-${entry.year}`} className="text-base">
                    <p className="font-semibold text-foreground">{entry.degree}</p>
                    <p className="text-muted-foreground">
                      <PlaceAndYears place={entry.institution} years={entry.year} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          <DetailSection title={intl.formatMessage(messages.experience)}>
            {doctor.experience.length === 0 ? (
              notProvided
            ) : (
              <ul className="flex flex-col gap-3">
                {doctor.experience.map((entry) => (
                  <li key={`${entry.position}-${entry.hospital}`} className="text-base">
                    <p lang={doctor.language} className="font-semibold text-foreground">
                      {entry.position}
                    </p>
                    <p className="text-muted-foreground">
                      <PlaceAndYears place={entry.hospital} years={entry.duration} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>
        <DetailSection title={intl.formatMessage(messages.contact)}>
          <dl className="flex flex-col gap-3 text-base">
            {doctor.contact.phone ? (
              <div>
                <dt className="text-sm text-muted-foreground">
                  {intl.formatMessage(messages.phone)}
                </dt>
                <dd>
                  <a
                    href={`tel:${doctor.contact.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex min-h-touch items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <Phone aria-hidden className="size-4" />
                    {doctor.contact.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {doctor.contact.email ? (
              <div>
                <dt className="text-sm text-muted-foreground">
                  {intl.formatMessage(messages.email)}
                </dt>
                <dd>
                  <a
                    href={`mailto:${doctor.contact.email}`}
                    className="inline-flex min-h-touch items-center gap-2 font-medium break-all text-primary underline-offset-4 hover:underline"
                  >
                    <Mail aria-hidden className="size-4 shrink-0" />
                    {doctor.contact.email}
                  </a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-muted-foreground">
                {intl.formatMessage(messages.clinic)}
              </dt>
              <dd className="text-foreground">
                {[doctor.clinicDetails.name, city].filter(Boolean).join(', ') ||
                  intl.formatMessage(commonMessages.locationNotSpecified)}
              </dd>
            </div>
          </dl>
        </DetailSection>
      </div>
    </div>
  );
}

export type DoctorProfileViewProps = { doctorId: string };

/**
 * The public profile of a verified doctor (000 §2): header with the NMC mark and rating,
 * About, Schedule and Availability with "Book this slot", Education, Experience, Contact.
 */
export function DoctorProfileView({ doctorId }: DoctorProfileViewProps) {
  const intl = useIntl();
  const { doctor, ...state } = useDoctor(doctorId);
  return (
    <DetailPage
      {...state}
      data={doctor}
      messages={messages}
      notFoundAction={
        <Button asChild>
          <Link to="/doctors-near-me">{intl.formatMessage(commonMessages.findDoctors)}</Link>
        </Button>
      }
    >
      {(loaded) => <Profile doctor={loaded} />}
    </DetailPage>
  );
}
