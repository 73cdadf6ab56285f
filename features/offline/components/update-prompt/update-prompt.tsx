import { useEffect } from 'react';
import { RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useWaitingUpdate, type ApplyUpdate } from '@lib/offline';
import { Button } from '@ui/button';
import { toast } from '@ui/toast';
import { messages } from './messages';

function ReloadButton({ apply }: { apply: ApplyUpdate }) {
  const intl = useIntl();
  return (
    <Button size="sm" className="mt-2 min-h-11" onClick={() => void apply()}>
      <RefreshCw aria-hidden="true" />
      {intl.formatMessage(messages.reload)}
    </Button>
  );
}

export type UpdatePromptProps = {
  /** A waiting version's Reload, for stories: by default the service worker's. */
  update?: ApplyUpdate | null;
};

/**
 * "Update available" with Reload, when a new version has installed (ADR 0046): the app
 * never changes under the user, who reloads when it suits them. Renders nothing itself;
 * the notice is a toast that stays until acted on or closed.
 */
export function UpdatePrompt({ update: fixed }: UpdatePromptProps) {
  const intl = useIntl();
  const waiting = useWaitingUpdate();
  const update = fixed === undefined ? waiting : fixed;
  useEffect(() => {
    if (!update) return;
    const shown = toast({
      title: intl.formatMessage(messages.title),
      description: (
        <>
          {intl.formatMessage(messages.description)}
          <ReloadButton apply={update} />
        </>
      ),
      duration: Infinity,
    });
    return shown.dismiss;
  }, [update, intl]);
  return null;
}
