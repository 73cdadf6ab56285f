import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ title: NoMessageValues }>({
  title: {
    id: 'ui.emptyState.title',
    defaultMessage: 'Nothing here yet',
    description: 'Default heading of an empty list or page when the caller gives none.',
  },
});
