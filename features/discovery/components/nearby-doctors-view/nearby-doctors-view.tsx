import { useId, useState } from 'react';
import { LocateFixed, MapPinOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { specialtyMessages } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { EmptyState } from '@ui/empty-state';
import { Field } from '@ui/field';
import { SearchBar } from '@ui/search-bar';
import { Select } from '@ui/select';
import { useDoctorsNear } from '../../api';
import { DEFAULT_DISTANCE_KM, nearbyDistances, nearbyRatings, specialties } from '../../constants';
import { filterDoctors } from '../../filter-doctors';
import { useCurrentPosition, type GeolocationSource } from '../../geolocation';
import { DoctorCard } from '../doctor-card';
import { CardListSkeleton } from '../page-states';
import { messages } from './messages';

const ANY = 'any';

export type NearbyDoctorsViewProps = {
  /**
   * Where the position comes from; the browser's geolocation by default (or the nearest
   * `GeolocationProvider`). `null`: no geolocation, the verified list is shown.
   */
  geolocation?: GeolocationSource | null;
};

/**
 * /doctors-near-me (000 §2, §4): with location permission the nearby search ordered by
 * distance; denied or unavailable, the verified list. The text, specialty and rating
 * filters also apply on the client, exactly as 000 §5 says.
 */
export function NearbyDoctorsView({ geolocation }: NearbyDoctorsViewProps) {
  const intl = useIntl();
  const headingId = useId();
  const position = useCurrentPosition(geolocation);
  const [text, setText] = useState('');
  const [specialty, setSpecialty] = useState('');
  const [minRating, setMinRating] = useState(0);
  const [radius, setRadius] = useState<number>(DEFAULT_DISTANCE_KM);

  const located = position.status === 'granted';
  const nearby = useDoctorsNear({
    position: located ? { lat: position.lat, lng: position.lng } : null,
    radius,
    specialty: specialty || undefined,
    rating: minRating || undefined,
    enabled: position.status !== 'locating',
  });
  const shown = nearby.doctors ? filterDoctors(nearby.doctors, { text, specialty, minRating }) : [];

  const formatKm = (km: number) => intl.formatNumber(km);

  return (
    <div className="flex flex-col">
      <section className="border-b border-border bg-muted px-4 py-10 sm:px-6 lg:py-14">
        <div className="mx-auto flex max-w-6xl flex-col gap-4">
          <h1 className="text-3xl font-bold text-foreground sm:text-4xl">
            {intl.formatMessage(messages.title)}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            {intl.formatMessage(messages.lead)}
          </p>
          <SearchBar
            className="max-w-2xl"
            label={intl.formatMessage(messages.searchLabel)}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            value={text}
            onValueChange={setText}
            onSubmit={setText}
          />
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-10">
        <aside
          aria-label={intl.formatMessage(messages.filters)}
          className="flex h-fit flex-col gap-4 rounded-lg border border-border bg-surface p-4"
        >
          <h2 className="text-lg font-semibold text-foreground">
            {intl.formatMessage(messages.filters)}
          </h2>
          <Field label={intl.formatMessage(messages.specialtyLabel)}>
            <Select
              value={specialty || ANY}
              onValueChange={(value) => setSpecialty(value === ANY ? '' : value)}
              options={[
                { value: ANY, label: intl.formatMessage(messages.specialtyAny) },
                ...specialties.map((value) => ({
                  value,
                  label: intl.formatMessage(specialtyMessages[value]),
                })),
              ]}
            />
          </Field>
          <Field label={intl.formatMessage(messages.ratingLabel)}>
            <Select
              value={minRating ? String(minRating) : ANY}
              onValueChange={(value) => setMinRating(value === ANY ? 0 : Number(value))}
              options={[
                { value: ANY, label: intl.formatMessage(messages.ratingAny) },
                ...nearbyRatings.map((value) => ({
                  value: String(value),
                  label: intl.formatMessage(messages.ratingAtLeast, {
                    rating: intl.formatNumber(value),
                  }),
                })),
              ]}
            />
          </Field>
          {located ? (
            <Field label={intl.formatMessage(messages.distanceLabel)}>
              <Select
                value={String(radius)}
                onValueChange={(value) => setRadius(Number(value))}
                options={nearbyDistances.map((value) => ({
                  value: String(value),
                  label: intl.formatMessage(messages.distanceOption, { distance: formatKm(value) }),
                }))}
              />
            </Field>
          ) : null}
        </aside>

        <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
          <h2 id={headingId} className="sr-only">
            {intl.formatMessage(messages.results)}
          </h2>
          {located && !nearby.fallback ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <LocateFixed aria-hidden className="size-4" />
              {intl.formatMessage(messages.nearYou, { distance: formatKm(radius) })}
            </p>
          ) : (
            // One notice while locating and after: its words change in place when the
            // position is refused, rather than a second, larger box appearing (ADR 0048).
            <Alert
              tone="info"
              icon={
                position.status === 'locating' ? (
                  <LocateFixed aria-hidden />
                ) : (
                  <MapPinOff aria-hidden />
                )
              }
            >
              {intl.formatMessage(
                position.status === 'locating'
                  ? messages.locating
                  : located
                    ? messages.nearbyFailed
                    : position.status === 'denied'
                      ? messages.denied
                      : messages.unavailable,
              )}
            </Alert>
          )}

          {nearby.isLoading ? (
            <CardListSkeleton label={intl.formatMessage(messages.loading)} />
          ) : (
            <>
              <p role="status" className="text-base font-semibold text-foreground">
                {intl.formatMessage(messages.count, { count: shown.length })}
              </p>
              {nearby.total !== undefined &&
              nearby.doctors &&
              nearby.total > nearby.doctors.length ? (
                <p className="text-sm text-muted-foreground">
                  {intl.formatMessage(
                    nearby.totalCapped ? messages.inRadiusCapped : messages.inRadius,
                    {
                      total: nearby.total,
                      distance: formatKm(radius),
                      shown: nearby.doctors.length,
                    },
                  )}
                </p>
              ) : null}
              {shown.length === 0 ? (
                <EmptyState
                  variant="bordered"
                  headingLevel="h3"
                  title={intl.formatMessage(messages.emptyTitle)}
                  description={intl.formatMessage(messages.emptyDescription)}
                />
              ) : (
                <ul className="lazy-items grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {shown.map((doctor) => (
                    <DoctorCard key={doctor._id} doctor={doctor} showBook showSchedule />
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
