import { useIntl } from 'react-intl';
import type { SessionUser } from '@lib/session';
import { commonMessages } from '../../messages';

/** The name to show: the user's, or "User" when the record has none. */
export function useDisplayName(user: SessionUser | null): string {
  const intl = useIntl();
  // Stories and older records may lack fields the type promises: read them defensively.
  const name: unknown = user?.name;
  return typeof name === 'string' && name.trim() !== ''
    ? name.trim()
    : intl.formatMessage(commonMessages.userFallback);
}

export function photoOf(user: SessionUser | null): string | undefined {
  const url: unknown = user?.avatarUrl;
  return typeof url === 'string' && url !== '' ? url : undefined;
}
