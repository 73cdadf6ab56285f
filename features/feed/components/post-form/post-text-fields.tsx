import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  feedContentTypes,
  postSpecialties,
  postTopics,
  type FeedCategory,
} from '@contract/feed';
import { feedCategoryLabel } from '@lib/i18n/feed-categories';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { Textarea } from '@ui/textarea';
import { contentTypeMessages } from '../../messages';
import { messages } from './messages';
import type { PostFormValues } from './post-form-schema';

/** What the post says: title and content (both required), its category and type. */
export function PostTextFields() {
  const intl = useIntl();
  // What is typed is in the chosen language: spell-checking and screen readers follow it.
  const lang = useWatch<PostFormValues, 'language'>({ name: 'language' });
  const categoryOption = (value: FeedCategory) => ({
    value,
    label: feedCategoryLabel(intl, value),
  });
  return (
    <>
      <FormField
        name="title"
        label={intl.formatMessage(messages.title)}
        required
        render={(field) => (
          <Input
            {...field}
            lang={lang}
            maxLength={POST_TITLE_MAX}
            autoComplete="off"
            placeholder={intl.formatMessage(messages.titlePlaceholder)}
          />
        )}
      />
      <FormField
        name="content"
        label={intl.formatMessage(messages.content)}
        required
        render={(field) => (
          <Textarea
            {...field}
            lang={lang}
            maxLength={POST_CONTENT_MAX}
            rows={6}
            placeholder={intl.formatMessage(messages.contentPlaceholder)}
          />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          name="category"
          label={intl.formatMessage(messages.category)}
          required
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              options={[
                {
                  label: intl.formatMessage(messages.topics),
                  options: postTopics.map(categoryOption),
                },
                {
                  label: intl.formatMessage(messages.specialties),
                  options: postSpecialties.map(categoryOption),
                },
              ]}
            />
          )}
        />
        <FormField
          name="type"
          label={intl.formatMessage(messages.type)}
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              options={feedContentTypes.map((type) => ({
                value: type,
                label: intl.formatMessage(contentTypeMessages[type]),
              }))}
            />
          )}
        />
      </div>
    </>
  );
}
