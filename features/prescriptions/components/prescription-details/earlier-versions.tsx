import { ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { usePrescriptionVersions } from '../../api/versions';
import { MedicationList } from './medication-list';
import { messages, valueMessages } from './messages';

/**
 * Earlier versions (ADR 0028): an edit keeps what the prescription held before; each is
 * listed, newest first, collapsed to its number, date and who replaced it, and opens to
 * its diagnosis, medicines, advice and validity. Nothing shows for one never edited.
 */
export function EarlierVersions({ prescription }: { prescription: PrescriptionDetail }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const edited = prescription.version > 1;
  const { versions, isLoading, failed, retry } = usePrescriptionVersions(prescription._id, edited);
  if (!edited) return null;
  return (
    <section aria-labelledby="earlier-versions" className="flex flex-col gap-2">
      <h3 id="earlier-versions" className="text-base font-semibold text-foreground">
        {intl.formatMessage(messages.earlierVersions)}
      </h3>
      {isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner aria-hidden="true" />
          {intl.formatMessage(messages.versionsLoading)}
        </p>
      ) : failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          {intl.formatMessage(messages.versionsFailed)}
          <Button variant="outline" size="sm" onClick={() => void retry()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {(versions ?? []).map((v) => (
            <li key={v.version}>
              <details className="group rounded-md border border-border">
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 font-medium [&::-webkit-details-marker]:hidden">
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
                  />
                  {intl.formatMessage(valueMessages.version, {
                    version: v.version,
                    date: formatDate(v.savedAt, locale),
                    name: v.editedBy.name,
                  })}
                </summary>
                <div className="flex flex-col gap-3 border-t border-border p-3 text-sm">
                  <dl className="grid gap-2 sm:grid-cols-2">
                    <div className="flex flex-col">
                      <dt className="text-muted-foreground">
                        {intl.formatMessage(messages.diagnosis)}
                      </dt>
                      <dd className="whitespace-pre-line">{v.diagnosis}</dd>
                    </div>
                    <div className="flex flex-col">
                      <dt className="text-muted-foreground">
                        {intl.formatMessage(messages.validUntil)}
                      </dt>
                      <dd>{formatDate(v.validUntil, locale)}</dd>
                    </div>
                    {v.advice ? (
                      <div className="flex flex-col sm:col-span-2">
                        <dt className="text-muted-foreground">
                          {intl.formatMessage(messages.advice)}
                        </dt>
                        <dd className="whitespace-pre-line">{v.advice}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <MedicationList medications={v.medications} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
