import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { BIO_MAX, bioSection, type DoctorProfile } from '@contract/doctor-profile';
import { formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Textarea } from '@ui/textarea';
import { fieldMessages as m } from './messages';
import { SectionForm, type SectionProps } from './section-form';

type BioValues = { bio: string; languages: string[] };

/** The languages: each added once, only when not empty (001 §5), each removable. */
function LanguagesEditor({ editing }: { editing: boolean }) {
  const intl = useIntl();
  const { setValue } = useFormContext<BioValues>();
  const languages = useWatch<BioValues, 'languages'>({ name: 'languages' }) ?? [];
  const [draft, setDraft] = useState('');
  const add = () => {
    const language = draft.trim();
    if (!language) return;
    if (!languages.some((l) => l.toLowerCase() === language.toLowerCase()))
      setValue('languages', [...languages, language], { shouldDirty: true });
    setDraft('');
  };
  return (
    <FormField<BioValues, 'languages'>
      name="languages"
      label={intl.formatMessage(m.languages)}
      render={({ ref }) => (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-wrap gap-2">
            {languages.map((language) => (
              <li
                key={language}
                className="flex items-center gap-1 rounded-full border border-border bg-muted px-3 py-1"
              >
                <span>{language}</span>
                {editing ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={intl.formatMessage(m.removeLanguage, { language })}
                    onClick={() =>
                      setValue(
                        'languages',
                        languages.filter((l) => l !== language),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {editing ? (
            <div className="flex flex-wrap gap-2">
              <Input
                ref={ref}
                value={draft}
                maxLength={40}
                aria-label={intl.formatMessage(m.newLanguage)}
                placeholder={intl.formatMessage(m.newLanguage)}
                className="max-w-xs"
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              <Button type="button" variant="outline" onClick={add}>
                {intl.formatMessage(m.addLanguage)}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    />
  );
}

/** The bio with its counter (at most 1000 characters, 001 §5). */
function BioField() {
  const intl = useIntl();
  const bio = useWatch<BioValues, 'bio'>({ name: 'bio' }) ?? '';
  const locale = toLocale(intl.locale.split('-')[0]);
  const counterId = 'doctor-profile-bio-counter';
  return (
    <FormField<BioValues, 'bio'>
      name="bio"
      label={intl.formatMessage(m.bio)}
      render={(field) => (
        <div className="flex flex-col gap-1">
          <Textarea {...field} rows={6} aria-describedby={counterId} />
          <p
            id={counterId}
            className={
              bio.length > BIO_MAX ? 'text-sm text-danger' : 'text-sm text-muted-foreground'
            }
          >
            {intl.formatMessage(m.bioCounter, {
              count: formatNumber(bio.length, locale),
              max: formatNumber(BIO_MAX, locale),
            })}
          </p>
        </div>
      )}
    />
  );
}

/** Bio (001 §3): the bio and the languages the doctor consults in. */
export function BioSection({ profile, ...props }: SectionProps & { profile: DoctorProfile }) {
  return (
    <SectionForm
      section="bio"
      schema={bioSection}
      values={{ bio: profile.bio, languages: profile.languages }}
      {...props}
    >
      <BioField />
      <LanguagesEditor editing={props.editing} />
    </SectionForm>
  );
}
