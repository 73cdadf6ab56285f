import { CookiePolicy } from '@features/legal';

/** The Cookie Policy (/cookies). */
export default function CookiesPage() {
  return (
    <main className="flex-1 bg-background">
      <CookiePolicy />
    </main>
  );
}
