import type { ReactNode } from 'react';
import type { KeyValueStorage } from '@lib/api';
import { ConsentDialog } from './consent-dialog';
import { useConsent } from './use-consent';

export type ConsentGateProps = {
  /** The app, shown beneath; the dialog keeps it out of reach until the person agrees. */
  children?: ReactNode;
  /**
   * Called after the flag is stored (e.g. to save the consent on the server for a
   * signed-in user). The dialog has already closed; a failure is the callback's to handle.
   */
  onAccepted?: () => void | Promise<void>;
  /** Where the flag lives; localStorage by default (a memory storage in stories). */
  storage?: KeyValueStorage | null;
};

/** Shows the consent dialog until the person agrees; the flag persists in browser storage. */
export function ConsentGate({ children, onAccepted, storage }: ConsentGateProps) {
  const { accepted, accept } = useConsent({ storage });
  return (
    <>
      {children}
      <ConsentDialog
        open={!accepted}
        onAccept={() => {
          accept();
          void onAccepted?.();
        }}
        onDecline={() => {}}
      />
    </>
  );
}
