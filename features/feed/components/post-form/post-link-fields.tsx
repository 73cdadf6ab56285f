import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Switch } from '@ui/switch';
import { messages } from './messages';
import type { PostFormValues } from './post-form-schema';

/** Optional links (a video, an article) and who may see the post. */
export function PostLinkFields() {
  const intl = useIntl();
  const optional = intl.formatMessage(messages.optional);
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        {(['videoUrl', 'articleLink'] as const).map((name) => (
          <FormField
            key={name}
            name={name}
            label={intl.formatMessage(messages[name])}
            hint={optional}
            render={(field) => (
              <Input
                {...field}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={intl.formatMessage(messages.urlPlaceholder)}
              />
            )}
          />
        ))}
      </div>
      <Controller<PostFormValues, 'isPublic'>
        name="isPublic"
        render={({ field }) => (
          <Switch
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            label={intl.formatMessage(messages.visibility)}
            hint={intl.formatMessage(messages.visibilityHint)}
          />
        )}
      />
    </>
  );
}
