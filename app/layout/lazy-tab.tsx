import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@ui/spinner';

/** A portal tab whose code loads when it is opened (a lazy component), with a spinner meanwhile. */
export const lazyTab = (panel: ReactNode) => (
  <Suspense fallback={<Spinner className="mx-auto my-10" />}>{panel}</Suspense>
);
