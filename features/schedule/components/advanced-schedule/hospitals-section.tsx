import { useState } from 'react';
import { Building2, Link2, Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ConnectionStatus, DoctorHospitalsResponse } from '@contract/schedule';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ErrorState } from '@ui/error-state';
import { AddHospitalDialog } from './add-hospital-dialog';
import { ConnectDialog } from './connect-dialog';
import { hospitalMessages, valued } from './messages';

const tone: Record<ConnectionStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export type HospitalsSectionProps = {
  data: DoctorHospitalsResponse['data'] | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** My hospitals and connection requests (001 §2.10, §3 Hospital, §8), Add Hospital, Connect. */
export function HospitalsSection({ data, failed, onRetry }: HospitalsSectionProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const [adding, setAdding] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const status = (s: ConnectionStatus) => intl.formatMessage(hospitalMessages[s]);
  return (
    <section aria-labelledby="schedule-hospitals" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="schedule-hospitals" className="text-xl font-semibold text-foreground">
          {intl.formatMessage(hospitalMessages.title)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setConnecting(true)}>
            <Link2 aria-hidden="true" />
            {intl.formatMessage(hospitalMessages.connect)}
          </Button>
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {intl.formatMessage(hospitalMessages.add)}
          </Button>
        </div>
      </div>
      {failed ? (
        <ErrorState
          headingLevel="h4"
          title={intl.formatMessage(hospitalMessages.loadFailed)}
          onRetry={onRetry}
        />
      ) : data && data.hospitals.length === 0 ? (
        <p className="text-muted-foreground">{intl.formatMessage(hospitalMessages.none)}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {(data?.hospitals ?? []).map((h) => (
            <li key={h._id} className="flex items-start gap-3 rounded-lg border border-border p-3">
              <Building2 aria-hidden="true" className="mt-1 size-5 text-muted-foreground" />
              <div className="flex flex-col gap-1">
                <p className="font-medium text-foreground">{h.name}</p>
                <p className="text-sm text-muted-foreground">
                  {[h.city, h.phone].filter(Boolean).join(' · ')}
                </p>
                <div className="flex flex-wrap gap-1">
                  {h.hasSlots ? (
                    <Badge variant="info">{intl.formatMessage(hospitalMessages.hasSlots)}</Badge>
                  ) : null}
                  {!h.verified ? (
                    <Badge variant="warning">
                      {intl.formatMessage(hospitalMessages.verificationPending)}
                    </Badge>
                  ) : null}
                  {h.connectionStatus ? (
                    <Badge variant={tone[h.connectionStatus]}>{status(h.connectionStatus)}</Badge>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h4 className="font-semibold text-foreground">
        {intl.formatMessage(hospitalMessages.requests)}
      </h4>
      {data && data.requests.length === 0 ? (
        <p className="text-muted-foreground">{intl.formatMessage(hospitalMessages.noRequests)}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {(data?.requests ?? []).map((r) => (
            <li
              key={r._id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
            >
              <span className="text-foreground">{r.hospitalName}</span>
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                {intl.formatMessage(valued.requested, {
                  date: formatDate(r.requestedAt, locale),
                })}
                <Badge variant={tone[r.status]}>{status(r.status)}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
      <AddHospitalDialog open={adding} onOpenChange={setAdding} />
      <ConnectDialog
        open={connecting}
        onOpenChange={setConnecting}
        requested={new Set((data?.requests ?? []).map((r) => r.hospitalId))}
      />
    </section>
  );
}
