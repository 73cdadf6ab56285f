import { useIntl, type MessageDescriptor } from 'react-intl';
import { usePageTitle } from '@lib/page';

/** Names a route's page in the document title: one of `pageTitles`, or null for the brand alone. */
export function useRouteTitle(
  title: MessageDescriptor | null,
  values?: Record<string, string | number>,
): void {
  const intl = useIntl();
  usePageTitle(title ? [intl.formatMessage(title, values)] : []);
}
