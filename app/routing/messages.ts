import { defineMessages } from 'react-intl';

/** The error boundary's screen: in the first load, since any page may need it. */
export const errorBoundaryMessages = defineMessages({
  title: { id: 'app.errorBoundary.title', defaultMessage: 'Something went wrong' },
  description: {
    id: 'app.errorBoundary.description',
    defaultMessage: 'An unexpected error occurred. Refreshing the page usually fixes it.',
  },
  refresh: { id: 'app.errorBoundary.refresh', defaultMessage: 'Refresh Page' },
});
