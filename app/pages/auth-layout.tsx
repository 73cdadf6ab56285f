import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { messages } from '../messages';

/** The frame of the sign-in pages: the brand, linking home, above one card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-lg flex-col gap-6 px-4 py-8">
      <Link to="/" className="text-2xl font-semibold text-primary">
        <FormattedMessage {...messages.name} />
      </Link>
      {children}
    </main>
  );
}
