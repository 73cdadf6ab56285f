import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  retry: NoMessageValues;
}>({
  title: {
    id: 'ui.errorState.title',
    defaultMessage: 'Something went wrong',
    description: 'Default heading when loading or saving failed.',
  },
  description: {
    id: 'ui.errorState.description',
    defaultMessage: 'We couldn’t load this. Please try again in a moment.',
    description: 'Default explanation below the error heading.',
  },
  retry: {
    id: 'ui.errorState.retry',
    defaultMessage: 'Retry',
    description: 'Button that repeats the failed request.',
  },
});
