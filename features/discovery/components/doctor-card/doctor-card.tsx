import type { ComponentProps } from 'react';
import { BadgeCheck, CalendarDays, MapPin, Navigation } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DoctorListItem } from '@contract/entities';
import { formatNumber, formatRupees } from '@lib/format';
import { specialtyLabel, toLocale } from '@lib/i18n';
import { Avatar } from '@ui/avatar';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { cn } from '@ui/lib';
import { RatingStars } from '@ui/rating-stars';
import { CARD_SCHEDULE_ENTRIES, links } from '../../constants';
import { commonMessages, formatClock, weekdayMessages } from '../../messages';
import { messages } from './messages';

export type DoctorCardProps = Omit<ComponentProps<'li'>, 'children'> & {
  doctor: DoctorListItem;
  /** Show the Book link (the nearby page). */
  showBook?: boolean;
  /** Show the first schedule entries and "+N more locations". */
  showSchedule?: boolean;
  /** The card title's heading level; fit it to the page outline. */
  headingLevel?: 'h2' | 'h3';
};

/** A verified doctor in a list: who, where, how far, how much, and what to do next. */
export function DoctorCard({
  doctor,
  showBook = false,
  showSchedule = false,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: DoctorCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const fees = doctor.advancedSchedule.map((entry) => entry.consultationFee);
  const fee = fees.length > 0 ? Math.min(...fees) : undefined;
  const shown = doctor.advancedSchedule.slice(0, CARD_SCHEDULE_ENTRIES);
  const more = doctor.advancedSchedule.length - shown.length;
  const city = doctor.clinicDetails.address.city;

  return (
    <Card asChild>
      <li className={cn('gap-4 p-4 sm:p-5', className)} {...props}>
        <div className="flex items-start gap-3">
          <Avatar
            name={doctor.fullName}
            src={doctor.profileImageUrl ?? undefined}
            size="lg"
            decorative
          />
          <div className="min-w-0 flex-1">
            <Heading className="text-lg leading-snug font-semibold text-foreground">
              {doctor.fullName}
            </Heading>
            <p className="text-base text-muted-foreground">
              {specialtyLabel(intl, doctor.specialization)}
            </p>
            {doctor.nmcVerified ? (
              <Badge variant="success" size="md" className="mt-1">
                <BadgeCheck aria-hidden />
                {intl.formatMessage(commonMessages.verified)}
              </Badge>
            ) : null}
          </div>
        </div>

        <RatingStars value={doctor.averageRating} size="sm" />

        <ul className="flex flex-col gap-1.5 text-sm text-foreground">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {city || intl.formatMessage(commonMessages.locationNotSpecified)}
          </li>
          {doctor.distanceKm !== undefined ? (
            <li className="flex items-center gap-2">
              <Navigation aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              {intl.formatMessage(commonMessages.distance, {
                distance: formatNumber(doctor.distanceKm, locale),
              })}
            </li>
          ) : null}
          <li>{intl.formatMessage(commonMessages.years, { years: doctor.experience })}</li>
          {fee !== undefined ? (
            <li className="font-semibold">
              {intl.formatMessage(messages.fee, { fee: formatRupees(fee, locale) })}
            </li>
          ) : null}
        </ul>

        {showSchedule && shown.length > 0 ? (
          <div className="flex flex-col gap-1.5 rounded-md bg-muted p-3 text-sm">
            <p className="flex items-center gap-2 font-medium text-foreground">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {intl.formatMessage(messages.schedule)}
            </p>
            <ul className="flex flex-col gap-1 text-foreground">
              {shown.map((entry) => (
                <li key={`${entry.day}-${entry.startTime}-${entry.hospital.name}`}>
                  {intl.formatMessage(messages.scheduleEntry, {
                    day: intl.formatMessage(weekdayMessages[entry.day]),
                    time: intl.formatMessage(commonMessages.timeRange, {
                      start: formatClock(intl, entry.startTime),
                      end: formatClock(intl, entry.endTime),
                    }),
                    hospital: entry.hospital.name,
                  })}
                </li>
              ))}
            </ul>
            {more > 0 ? (
              <p className="text-muted-foreground">
                {intl.formatMessage(messages.moreLocations, { count: more })}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="mt-auto flex flex-wrap gap-2">
          {showBook ? (
            <Button asChild className="grow">
              <Link
                to={links.book(doctor._id)}
                aria-label={intl.formatMessage(messages.bookWith, { name: doctor.fullName })}
              >
                {intl.formatMessage(messages.book)}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" className="grow">
            <Link
              to={links.profile(doctor._id)}
              aria-label={intl.formatMessage(messages.viewProfileOf, { name: doctor.fullName })}
            >
              {intl.formatMessage(messages.viewProfile)}
            </Link>
          </Button>
        </div>
      </li>
    </Card>
  );
}
