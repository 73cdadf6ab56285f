import { ContactView } from '@features/info';

/** /contact (000 §2): the form, address and phone, three FAQs. */
export default function ContactPage() {
  return (
    <main>
      <ContactView />
    </main>
  );
}
