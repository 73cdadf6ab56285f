import { ContactView } from '@features/info';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /contact (000 §2): the form, address and phone, three FAQs. */
export default function ContactPage() {
  useRouteTitle(pageTitles.contact);
  return (
    <main>
      <ContactView />
    </main>
  );
}
