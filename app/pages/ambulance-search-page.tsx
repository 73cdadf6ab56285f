import { PhoneCall, Siren } from 'lucide-react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { formatCoordinate } from '@features/emergency';
import { readAmbulanceSearchState } from '@features/portal-shell';
import { Button } from '@ui/button';
import ComingSoonPage from './coming-soon-page';

const messages = defineMessages({
  heading: { id: 'app.ambulanceSearch.heading', defaultMessage: 'Need an ambulance now?' },
  callNow: {
    id: 'app.ambulanceSearch.callNow',
    defaultMessage:
      'Booking an ambulance here is not ready yet. Call 102, Nepal’s ambulance number, and say where you are.',
  },
  call102: { id: 'app.ambulanceSearch.call102', defaultMessage: 'Call 102 (ambulance)' },
  sos: { id: 'app.ambulanceSearch.sos', defaultMessage: 'Alert your emergency contacts' },
});

const locationMessages = defineMessages<{ location: { lat: string; lng: string } }>({
  location: { id: 'app.ambulanceSearch.location', defaultMessage: 'Your location: {lat}, {lng}' },
});

/**
 * /ambulance-search (002 §2): a coming-soon placeholder, but the dashboard may have sent the
 * patient's location and an emergency flag, so it already helps: 102 one tap away and, when
 * it came, the location to read out to the operator, with the way to the patient's SOS.
 */
export default function AmbulanceSearchPage() {
  const intl = useIntl();
  const headingId = useId();
  const sent = readAmbulanceSearchState(useLocation().state);
  return (
    <ComingSoonPage which="ambulanceSearch">
      <section
        aria-labelledby={headingId}
        className="flex w-full flex-col items-center gap-3 rounded-lg border border-border bg-surface p-4"
      >
        <h2 id={headingId} className="text-xl font-semibold text-foreground">
          {intl.formatMessage(messages.heading)}
        </h2>
        <p className="text-muted-foreground">{intl.formatMessage(messages.callNow)}</p>
        {sent ? (
          <p className="font-medium text-foreground">
            {intl.formatMessage(locationMessages.location, {
              lat: formatCoordinate(intl, sent.location.lat),
              lng: formatCoordinate(intl, sent.location.lng),
            })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="danger">
            <a href="tel:102">
              <PhoneCall aria-hidden="true" />
              {intl.formatMessage(messages.call102)}
            </a>
          </Button>
          {sent ? (
            <Button asChild variant="outline">
              <Link to="/portal/user?tab=emergency">
                <Siren aria-hidden="true" />
                {intl.formatMessage(messages.sos)}
              </Link>
            </Button>
          ) : null}
        </div>
      </section>
    </ComingSoonPage>
  );
}
