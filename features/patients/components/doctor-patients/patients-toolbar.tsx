import { useId } from 'react';
import { Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  patientFilters,
  patientSorts,
  type PatientFilter,
  type PatientSort,
} from '@contract/patients';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { messages } from './messages';

const sortLabels = {
  name: messages.sortName,
  lastVisit: messages.sortLastVisit,
  totalVisits: messages.sortTotalVisits,
  age: messages.sortAge,
} as const;
const filterLabels = {
  all: messages.filterAll,
  recent: messages.filterRecent,
  critical: messages.filterCritical,
  new: messages.filterNew,
} as const;

export type PatientsToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  sort: PatientSort;
  onSortChange: (value: PatientSort) => void;
  filter: PatientFilter;
  onFilterChange: (value: PatientFilter) => void;
};

const isSort = (v: string): v is PatientSort => (patientSorts as readonly string[]).includes(v);
const isFilter = (v: string): v is PatientFilter =>
  (patientFilters as readonly string[]).includes(v);

/** 001 §2.3's search box, sort (name, last visit, total visits, age) and filter. */
export function PatientsToolbar(props: PatientsToolbarProps) {
  const intl = useIntl();
  const searchId = useId();
  const sortId = useId();
  const filterId = useId();
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <Field label={intl.formatMessage(messages.searchLabel)} controlId={searchId}>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={props.search}
            autoComplete="off"
            maxLength={100}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            onChange={(event) => props.onSearchChange(event.target.value)}
            className="ps-9"
          />
        </div>
      </Field>
      <Field label={intl.formatMessage(messages.sortLabel)} controlId={sortId}>
        <Select
          value={props.sort}
          onValueChange={(v) => isSort(v) && props.onSortChange(v)}
          options={patientSorts.map((s) => ({
            value: s,
            label: intl.formatMessage(sortLabels[s]),
          }))}
        />
      </Field>
      <Field label={intl.formatMessage(messages.filterLabel)} controlId={filterId}>
        <Select
          value={props.filter}
          onValueChange={(v) => isFilter(v) && props.onFilterChange(v)}
          options={patientFilters.map((f) => ({
            value: f,
            label: intl.formatMessage(filterLabels[f]),
          }))}
        />
      </Field>
    </div>
  );
}
