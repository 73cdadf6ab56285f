import { useDeferredValue, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Building2, Stethoscope } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  colleagueCategories,
  type ColleagueCategory,
  type ColleagueDoctor,
  type ColleagueHospital,
} from '@contract/referrals';
import { useErrorText } from '@lib/errors';
import { ErrorState } from '@ui/error-state';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { cn } from '@ui/lib';
import { Select } from '@ui/select';
import { useColleagues } from '../../api/colleagues';
import { messages, valueMessages } from './messages';

export type ColleagueSearchProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Which categories to offer; the first is chosen at the start. Default all three. */
  categories?: readonly ColleagueCategory[];
  /** What a doctor's row offers (Refer, Choose, …); nothing by default. */
  renderDoctorAction?: (doctor: ColleagueDoctor) => ReactNode;
  /** What a hospital's row offers; nothing by default. */
  renderHospitalAction?: (hospital: ColleagueHospital) => ReactNode;
  headingLevel?: 'h2' | 'h3';
};

function Row({
  icon,
  title,
  detail,
  action,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden className="mt-0.5 text-muted-foreground [&_svg]:size-5">
          {icon}
        </span>
        <div className="min-w-0">
          <p className="font-medium break-words text-foreground">{title}</p>
          <p className="text-sm break-words text-muted-foreground">{detail}</p>
        </div>
      </div>
      {action}
    </li>
  );
}

/**
 * The search panel for doctors and hospitals (001 §2.5, §2.7, §9): verified colleagues and
 * active verified hospitals matching the text, at most 10 of each, searched as one types.
 */
export function ColleagueSearch({
  categories = colleagueCategories,
  renderDoctorAction,
  renderHospitalAction,
  headingLevel = 'h3',
  className,
  ...props
}: ColleagueSearchProps) {
  const intl = useIntl();
  const headingId = useId();
  const errorText = useErrorText();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<ColleagueCategory>(categories[0] ?? 'all');
  const deferred = useDeferredValue(q.trim());
  const { data, error, failed, retry } = useColleagues({ q: deferred, category });
  const Heading = headingLevel;
  const found = (data?.doctors.length ?? 0) + (data?.hospitals.length ?? 0);

  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <Heading id={headingId} className="text-lg font-semibold text-foreground">
        {intl.formatMessage(messages.title)}
      </Heading>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Field label={intl.formatMessage(messages.searchLabel)} className="flex-1">
          <Input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            autoComplete="off"
          />
        </Field>
        {categories.length > 1 ? (
          <Field label={intl.formatMessage(messages.categoryLabel)} className="sm:w-48">
            <Select
              value={category}
              onValueChange={(value) => setCategory(value as ColleagueCategory)}
              options={categories.map((c) => ({
                value: c,
                label: intl.formatMessage(messages[c]),
              }))}
            />
          </Field>
        ) : null}
      </div>
      {failed ? (
        <ErrorState
          headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
          title={intl.formatMessage(messages.loadFailed)}
          description={errorText(error)}
          onRetry={retry}
        />
      ) : !data ? (
        <p role="status" className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.loading)}
        </p>
      ) : found === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.none)}
        </p>
      ) : (
        <>
          {data.doctors.length > 0 ? (
            <ul aria-label={intl.formatMessage(messages.doctors)} className="flex flex-col gap-2">
              {data.doctors.map((d) => (
                <Row
                  key={d.id}
                  icon={<Stethoscope />}
                  title={d.name}
                  detail={
                    d.hospital
                      ? intl.formatMessage(valueMessages.atHospital, {
                          specialty: d.specialty,
                          hospital: d.hospital,
                        })
                      : d.specialty
                  }
                  action={renderDoctorAction?.(d)}
                />
              ))}
            </ul>
          ) : null}
          {data.hospitals.length > 0 ? (
            <ul aria-label={intl.formatMessage(messages.hospitals)} className="flex flex-col gap-2">
              {data.hospitals.map((h) => (
                <Row
                  key={h.id}
                  icon={<Building2 />}
                  title={h.name}
                  detail={h.city}
                  action={renderHospitalAction?.(h)}
                />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
