import { useIntl } from 'react-intl';
import { PhoneCall } from 'lucide-react';
import { isConnectionFailure } from '@lib/api';
import { Button } from '@ui/button';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { useActiveEmergency, useEmergencyContacts, useEmergencyHistory } from '../../api/emergency';
import { EmergencyHistoryList } from '../emergency-history-list';
import { ContactsCard } from './contacts-card';
import { messages, sosMessages } from './messages';
import { SosCard } from './sos-card';

/**
 * The patient's Emergency tab (002 §2, §3): SOS and the active emergency with the nearest
 * services, 102 one tap away, the emergency contacts (n/5) and the history.
 */
export function EmergencyServices() {
  const intl = useIntl();
  const contacts = useEmergencyContacts();
  const active = useActiveEmergency();
  const history = useEmergencyHistory();
  const error = contacts.error ?? active.error ?? history.error;
  const loaded =
    contacts.data && active.data && history.data
      ? { contacts: contacts.data, active: active.data, history: history.data }
      : null;

  const retry = () => Promise.all([contacts.retry(), active.retry(), history.retry()]);

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="emergency-title" className="flex flex-col gap-4">
        <div className="flex max-w-prose flex-col gap-1">
          <h2 id="emergency-title" className="text-2xl font-semibold">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        {/* Always here, whatever else fails: a call is the fastest help. */}
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="secondary">
            <a href="tel:102">
              <PhoneCall aria-hidden="true" />
              {intl.formatMessage(messages.call102)}
            </a>
          </Button>
          <span className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.call102Hint)}
          </span>
        </div>
        {error && !loaded ? (
          <ErrorState
            title={intl.formatMessage(messages.loadFailed)}
            description={isConnectionFailure(error) ? intl.formatMessage(messages.offline) : null}
            onRetry={retry}
            retryLabel={intl.formatMessage(messages.retry)}
          />
        ) : !loaded ? (
          <div
            role="status"
            aria-label={intl.formatMessage(messages.loading)}
            className="flex flex-col gap-3"
          >
            <Skeleton className="h-16 w-48" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : (
          <section aria-label={intl.formatMessage(sosMessages.title)}>
            <SosCard active={loaded.active} contactCount={loaded.contacts.contacts.length} />
          </section>
        )}
      </section>
      {loaded ? (
        <>
          <ContactsCard contacts={loaded.contacts.contacts} max={loaded.contacts.max} />
          <section aria-labelledby="emergency-history-title" className="flex flex-col gap-3">
            <h3 id="emergency-history-title" className="text-xl font-semibold">
              {intl.formatMessage(messages.historyTitle)}
            </h3>
            <EmergencyHistoryList emergencies={loaded.history.emergencies} />
          </section>
        </>
      ) : null}
    </div>
  );
}
