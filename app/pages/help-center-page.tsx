import { useSearchParams } from 'react-router-dom';
import { HelpCenterView } from '@features/info';

/** /help-center (000 §2); `?q=` starts the search, so a search can be linked to. */
export default function HelpCenterPage() {
  const [params] = useSearchParams();
  return (
    <main>
      <HelpCenterView initialQuery={params.get('q') ?? ''} />
    </main>
  );
}
