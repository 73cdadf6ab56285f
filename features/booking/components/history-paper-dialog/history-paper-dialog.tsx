import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Controller, useWatch } from 'react-hook-form';
import { historyPaperLanguages, type HistoryPaper } from '@contract/appointments';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { Field } from '@ui/field';
import { Form, FormField } from '@ui/form';
import { RadioGroup } from '@ui/radio-group';
import { Textarea } from '@ui/textarea';
import { localeOf } from '../../format';
import { HistorySection } from './history-section';
import {
  draftOf,
  historyPaperForm,
  type HistoryPaperDraft,
  type HistoryPaperInput,
} from './history-paper-form';
import { messages } from './messages';
import { SymptomsSection } from './symptoms-section';
import { useFormLabels, type HistoryPaperLanguage } from './use-form-labels';

export type { HistoryPaperLanguage } from './use-form-labels';

const languageOptions = {
  en: { message: messages.languageEn, lang: 'en' },
  np: { message: messages.languageNp, lang: 'ne' },
  hi: { message: messages.languageHi, lang: 'hi' },
} as const;

function HistoryPaperForm({
  initial,
  defaultLanguage,
  onSave,
}: {
  initial: HistoryPaperInput | null;
  defaultLanguage: HistoryPaperLanguage;
  onSave: (paper: HistoryPaper) => void;
}) {
  const intl = useIntl();
  const formId = useId();
  // Checked on Save, then again as the patient fixes what it found.
  const form = useContractForm(historyPaperForm, {
    mode: 'onSubmit',
    defaultValues: draftOf(initial, defaultLanguage),
  });
  const language = useWatch({ control: form.control, name: 'language' }) ?? defaultLanguage;
  const { labels, loading } = useFormLabels(language);
  const save = form.submit(async (paper) => onSave(paper));

  return (
    <>
      <Field label={intl.formatMessage(messages.language)}>
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <RadioGroup
              orientation="horizontal"
              value={field.value}
              onValueChange={(value) => field.onChange(value as HistoryPaperLanguage)}
              options={historyPaperLanguages.map((option) => ({
                value: option,
                label: (
                  <span lang={languageOptions[option].lang}>
                    {intl.formatMessage(languageOptions[option].message)}
                  </span>
                ),
              }))}
            />
          )}
        />
      </Field>
      <Form
        form={form}
        id={formId}
        lang={languageOptions[language].lang}
        aria-busy={loading || undefined}
        onSubmit={(event) => {
          // The dialog sits in a portal, but React still bubbles to the wizard's own form.
          event.stopPropagation();
          void save(event);
        }}
        className="flex flex-col gap-6"
      >
        {loading ? (
          <p role="status" className="sr-only">
            {intl.formatMessage(messages.loadingLanguage)}
          </p>
        ) : null}
        <SymptomsSection labels={labels} />
        <FormField<HistoryPaperDraft, 'otherSymptoms'>
          name="otherSymptoms"
          label={labels.otherSymptoms}
          render={(field) => (
            <Textarea {...field} value={field.value ?? ''} rows={2} maxLength={1000} />
          )}
        />
        <HistorySection labels={labels} />
      </Form>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" form={formId}>
          {intl.formatMessage(messages.save)}
        </Button>
      </DialogFooter>
    </>
  );
}

export type HistoryPaperDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The paper saved so far, to edit; `null` starts a blank one. */
  value: HistoryPaperInput | null;
  /** Called with the filled-in paper on Save; the dialog then closes. */
  onSave: (paper: HistoryPaper) => void;
};

/**
 * The history paper of 002 §3 as a modal: symptoms with their days, other symptoms, past,
 * family, disease and allergy history. Its labels switch between English, Nepali and
 * Hindi (002 §2) independently of the app's language; a new paper starts in the app's.
 */
export function HistoryPaperDialog({ open, onOpenChange, value, onSave }: HistoryPaperDialogProps) {
  const intl = useIntl();
  const defaultLanguage: HistoryPaperLanguage = localeOf(intl) === 'ne' ? 'np' : 'en';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description)}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the saved paper. */}
        <HistoryPaperForm
          initial={value}
          defaultLanguage={defaultLanguage}
          onSave={(paper) => {
            onSave(paper);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
