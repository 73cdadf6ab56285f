import { FaqView } from '@features/info';

/** /faq (000 §2). */
export default function FaqPage() {
  return (
    <main>
      <FaqView />
    </main>
  );
}
