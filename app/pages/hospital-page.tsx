import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { HospitalView, RateProvider, useHospital } from '@features/discovery';
import { usePageTitle } from '@lib/page';
import { pageTitles } from '../routing/page-titles';

/** /hospital/:id: a hospital's details, from the search cards. */
export default function HospitalPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { hospital } = useHospital(id);
  usePageTitle([hospital?.name || intl.formatMessage(pageTitles.hospital)]);
  return (
    <main>
      <HospitalView key={id} hospitalId={id} />
      {hospital ? (
        <div className="mx-auto w-full max-w-5xl px-4 pb-10 empty:hidden sm:px-6">
          <RateProvider providerId={hospital._id} />
        </div>
      ) : null}
    </main>
  );
}
