import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { colleagueCategories, type ColleagueCategory } from '@contract/referrals';
import { useApiQuery } from '@lib/data';
import { Button } from '@ui/button';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { messages, valued } from './messages';

export type TransferTarget = { doctorId?: string; hospitalId?: string };

const categoryMessages = {
  all: messages.categoryAll,
  doctors: messages.categoryDoctors,
  hospitals: messages.categoryHospitals,
} as const;

/**
 * 001 §2.7's search panel: doctors, hospitals or both by name, specialty or city (limit
 * 10); a result starts a transfer to that doctor or hospital.
 */
export function TransferSearchPanel({ onPick }: { onPick: (target: TransferTarget) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<ColleagueCategory>('all');
  const query = useDeferredValue(q.trim());
  const { data, error } = useApiQuery(
    'careColleagues',
    { query: { q: query, category } },
    { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true },
  );
  const results = [
    ...(data?.doctors ?? []).map((d) => ({
      key: `d-${d.id}`,
      name: d.name,
      detail: [d.specialty, d.hospital].filter(Boolean).join(' · '),
      target: { doctorId: d.id },
    })),
    ...(data?.hospitals ?? []).map((h) => ({
      key: `h-${h.id}`,
      name: h.name,
      detail: h.city,
      target: { hospitalId: h.id },
    })),
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {intl.formatMessage(messages.searchTitle)}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <Field label={intl.formatMessage(messages.searchLabel)}>
          <Input
            type="search"
            value={q}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            onChange={(e) => setQ(e.target.value)}
          />
        </Field>
        <Field label={intl.formatMessage(messages.category)}>
          <Select
            value={category}
            onValueChange={(v) => setCategory(v as ColleagueCategory)}
            options={colleagueCategories.map((c) => ({
              value: c,
              label: intl.formatMessage(categoryMessages[c]),
            }))}
          />
        </Field>
      </div>
      {error ? (
        <p role="alert" className="text-danger">
          {intl.formatMessage(messages.searchFailed)}
        </p>
      ) : data && results.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage(messages.noResults)}
        </p>
      ) : (
        <ul aria-label={intl.formatMessage(messages.results)} className="flex flex-col gap-2">
          {results.map((r) => (
            <li
              key={r.key}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-2 last:border-0"
            >
              <div>
                <p className="font-medium text-foreground">{r.name}</p>
                <p className="text-sm text-muted-foreground">{r.detail}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="min-h-touch"
                onClick={() => onPick(r.target)}
              >
                {intl.formatMessage(valued.transferTo, { name: r.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
