import { useIntl } from 'react-intl';
import { Ambulance, Building2, Phone } from 'lucide-react';
import type { NearbyService } from '@contract/emergency';
import { Button } from '@ui/button';
import { serviceTypeMessages, sosMessages as messages } from './messages';

const icons = { ambulance: Ambulance, hospital: Building2 };

/** The nearest ambulances and hospitals from the directory, each one tap from a call. */
export function NearbyServices({ services }: { services: readonly NearbyService[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="emergency-nearby-title" className="flex flex-col gap-2">
      <h3 id="emergency-nearby-title" className="text-lg font-semibold">
        {intl.formatMessage(messages.nearbyTitle)}
      </h3>
      {services.length === 0 ? (
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.nearbyEmpty)}</p>
      ) : (
        <ul
          aria-label={intl.formatMessage(messages.nearbyLabel)}
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {services.map((s) => {
            const Icon = icons[s.type];
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="flex min-w-0 items-start gap-2">
                  <Icon
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                  />
                  <div className="flex min-w-0 flex-col">
                    <span className="font-medium">{s.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {intl.formatMessage(messages.distance, {
                        type: intl.formatMessage(serviceTypeMessages[s.type]),
                        km: intl.formatNumber(s.distanceKm, { maximumFractionDigits: 1 }),
                      })}
                    </span>
                  </div>
                </div>
                {s.phone ? (
                  <Button asChild variant="outline">
                    <a
                      href={`tel:${s.phone}`}
                      aria-label={intl.formatMessage(messages.call, {
                        name: s.name,
                        phone: s.phone,
                      })}
                    >
                      <Phone aria-hidden="true" />
                      {s.phone}
                    </a>
                  </Button>
                ) : (
                  <span className="text-sm text-muted-foreground">
                    {intl.formatMessage(messages.noPhone)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
