import type { ReactNode } from 'react';

/** The frame of the sign-in pages: one narrow column under the site header. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8">{children}</main>;
}
