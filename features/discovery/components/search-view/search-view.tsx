import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { SearchResults } from '@contract/discovery';
import { searchTypes, type SearchType } from '@contract/discovery-values';
import { specialtyMessages } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Checkbox } from '@ui/checkbox';
import { EmptyState } from '@ui/empty-state';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { SearchBar } from '@ui/search-bar';
import { Select } from '@ui/select';
import { useSearchResults } from '../../api';
import { links, searchRatings, specialties } from '../../constants';
import { DoctorCard } from '../doctor-card';
import { CardListSkeleton } from '../page-states';
import { ProviderCard } from '../provider-card';
import { messages } from './messages';

type Section = Exclude<SearchType, 'all'>;
const sections: Section[] = ['doctors', 'hospitals', 'labs', 'pharmacies', 'ambulances'];

const typeMessages = {
  all: messages.typeAll,
  doctors: messages.typeDoctors,
  hospitals: messages.typeHospitals,
  labs: messages.typeLabs,
  pharmacies: messages.typePharmacies,
  ambulances: messages.typeAmbulances,
} as const;

const emptyMessages = {
  doctors: messages.emptyDoctors,
  hospitals: messages.emptyHospitals,
  labs: messages.emptyLabs,
  pharmacies: messages.emptyPharmacies,
  ambulances: messages.emptyAmbulances,
} as const;

const ANY = 'any';

const parseType = (value: string | null): SearchType =>
  (searchTypes as readonly string[]).includes(value ?? '') ? (value as SearchType) : 'all';
const parseRating = (value: string | null) => {
  const rating = Number(value);
  return (searchRatings as readonly number[]).includes(rating) ? rating : undefined;
};

function ResultSection({ type, results }: { type: Section; results: SearchResults }) {
  const intl = useIntl();
  const headingId = useId();
  const count = results[type].length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2
        id={headingId}
        className="flex items-baseline gap-2 text-xl font-semibold text-foreground"
      >
        {intl.formatMessage(typeMessages[type])}
        <span className="text-sm font-normal text-muted-foreground">
          {intl.formatMessage(messages.sectionCount, { count })}
        </span>
      </h2>
      {count === 0 ? (
        <EmptyState
          variant="bordered"
          size="sm"
          headingLevel="h3"
          title={intl.formatMessage(emptyMessages[type])}
        />
      ) : (
        <ul className="lazy-items grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {type === 'doctors'
            ? results.doctors.map((doctor) => <DoctorCard key={doctor._id} doctor={doctor} />)
            : results[type].map((provider) => (
                <ProviderCard
                  key={provider._id}
                  provider={provider}
                  href={type === 'hospitals' ? links.hospital(provider._id) : undefined}
                />
              ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /search (000 §2): the shared search bar with its filter panel and the results by type.
 * Every choice lives in the URL (q, type, location, specialty, rating, availability), so
 * reloading and Back show the same results; empty text sends nothing (000 §5).
 */
export function SearchView() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const type = parseType(params.get('type'));
  const location = params.get('location') ?? '';
  const specialty = params.get('specialty') ?? '';
  const rating = parseRating(params.get('rating'));
  const availability = params.get('availability') === 'true';

  // The boxes follow the URL (Back, a link), and are edited freely until submitted.
  const [text, setText] = useState(q);
  const [place, setPlace] = useState(location);
  const [synced, setSynced] = useState({ q, location });
  if (synced.q !== q || synced.location !== location) {
    setSynced({ q, location });
    setText(q);
    setPlace(location);
  }

  const update = (changes: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  const search = useSearchResults({
    q,
    type,
    location,
    specialty: specialty || undefined,
    rating,
    availability,
  });

  const activeFilters =
    Number(type !== 'all') +
    Number(Boolean(location)) +
    Number(Boolean(specialty)) +
    Number(rating !== undefined) +
    Number(availability);

  const filters = (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={intl.formatMessage(messages.typeLabel)}>
        <Select
          value={type}
          onValueChange={(value) => update({ type: value === 'all' ? undefined : value })}
          options={searchTypes.map((value) => ({
            value,
            label: intl.formatMessage(typeMessages[value]),
          }))}
        />
      </Field>
      <Field label={intl.formatMessage(messages.locationLabel)}>
        <Input
          value={place}
          placeholder={intl.formatMessage(messages.locationPlaceholder)}
          autoComplete="address-level2"
          onChange={(event) => setPlace(event.target.value)}
          onBlur={() => update({ location: place.trim() || undefined })}
        />
      </Field>
      <Field label={intl.formatMessage(messages.specialtyLabel)}>
        <Select
          value={specialty || ANY}
          onValueChange={(value) => update({ specialty: value === ANY ? undefined : value })}
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
          value={rating === undefined ? ANY : String(rating)}
          onValueChange={(value) => update({ rating: value === ANY ? undefined : value })}
          options={[
            { value: ANY, label: intl.formatMessage(messages.ratingAny) },
            ...searchRatings.map((value) => ({
              value: String(value),
              label:
                value === 5
                  ? intl.formatMessage(messages.ratingFive)
                  : intl.formatMessage(messages.ratingAtLeast, {
                      rating: intl.formatNumber(value),
                    }),
            })),
          ]}
        />
      </Field>
      <div className="sm:col-span-2 lg:col-span-4">
        <Checkbox
          label={intl.formatMessage(messages.availabilityLabel)}
          checked={availability}
          onCheckedChange={(checked) =>
            update({ availability: checked === true ? 'true' : undefined })
          }
        />
      </div>
    </div>
  );

  const shown = type === 'all' ? sections : [type];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">
          {intl.formatMessage(messages.title)}
        </h1>
        <p className="text-base text-muted-foreground">
          {q
            ? intl.formatMessage(messages.resultsFor, { query: q })
            : intl.formatMessage(messages.intro)}
        </p>
      </header>

      <SearchBar
        label={intl.formatMessage(messages.searchLabel)}
        placeholder={intl.formatMessage(messages.placeholder)}
        value={text}
        onValueChange={setText}
        onSubmit={(query) => update({ q: query, location: place.trim() || undefined })}
        activeFilterCount={activeFilters}
        filters={filters}
      />

      {search.failed ? (
        <Alert tone="danger" role="alert">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>{intl.formatMessage(messages.failed)}</p>
            <Button variant="outline" onClick={() => void search.retry()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        </Alert>
      ) : search.isLoading ? (
        <CardListSkeleton label={intl.formatMessage(messages.loading)} />
      ) : search.results ? (
        <div className="flex flex-col gap-8">
          {shown.map((section) => (
            <ResultSection key={section} type={section} results={search.results!} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
