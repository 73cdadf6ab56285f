import { useParams } from 'react-router-dom';
import { RxVerify } from '@features/prescriptions';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /rx/:code: the public check a prescription's QR code opens (issue 15). */
export default function RxPage() {
  useRouteTitle(pageTitles.rxVerify);
  const { code = '' } = useParams();
  return (
    <main className="px-4 py-8">
      <RxVerify key={code} code={code} />
    </main>
  );
}
