import type { ComponentProps } from 'react';
import { Construction } from 'lucide-react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@ui/empty-state';
import { messages } from './messages';

export type ComingSoonPanelProps = Omit<
  ComponentProps<typeof EmptyState>,
  'title' | 'description' | 'icon'
>;

/** Stands in a portal tab whose content a later release brings. Says so plainly. */
export function ComingSoonPanel({ headingLevel = 'h2', ...props }: ComingSoonPanelProps) {
  const intl = useIntl();
  return (
    <EmptyState
      variant="bordered"
      icon={<Construction />}
      headingLevel={headingLevel}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      {...props}
    />
  );
}
