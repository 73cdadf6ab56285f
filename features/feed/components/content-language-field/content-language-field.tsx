import { useIntl } from 'react-intl';
import { contentLanguages } from '@contract/language-values';
import { FormField } from '@ui/form';
import { RadioGroup } from '@ui/radio-group';
import { languageMessages, messages } from './messages';

/**
 * The language an author writes in (ADR 0014), asked beside what they write: English or
 * नेपाली, each named in itself and marked with its own `lang`. Bound to the enclosing
 * form's `language` field.
 */
export function ContentLanguageField({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <FormField
      name="language"
      label={intl.formatMessage(messages.label)}
      className={className}
      render={({ value, onChange, ref, name }) => (
        <RadioGroup
          ref={ref}
          name={name}
          value={value}
          onValueChange={onChange}
          orientation="horizontal"
          options={contentLanguages.map((language) => ({
            value: language,
            label: <span lang={language}>{intl.formatMessage(languageMessages[language])}</span>,
          }))}
        />
      )}
    />
  );
}
