import { AboutView } from '@features/info';

/** /about (000 §2). */
export default function AboutPage() {
  return (
    <main>
      <AboutView />
    </main>
  );
}
