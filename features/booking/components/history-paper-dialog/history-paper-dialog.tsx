import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { createIntl, useIntl, type IntlShape } from 'react-intl';
import {
  historyPaperLanguages,
  symptoms,
  type HistoryPaper,
  type Symptom,
} from '@contract/appointments';
import { intlLocale, loadLocale, type Messages } from '@lib/i18n';
import { Button } from '@ui/button';
import { Checkbox } from '@ui/checkbox';
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
import { Input } from '@ui/input';
import { RadioGroup } from '@ui/radio-group';
import { Textarea } from '@ui/textarea';
import { localeOf } from '../../format';
import { hindiLabels } from './hindi-labels';
import { labelMessages, messages, type LabelKey, type Labels } from './messages';

export type HistoryPaperLanguage = (typeof historyPaperLanguages)[number];

/** The contract's limit on a symptom's days. */
const MAX_DAYS = 3650;

const languageOptions = {
  en: { message: messages.languageEn, lang: 'en' },
  np: { message: messages.languageNp, lang: 'ne' },
  hi: { message: messages.languageHi, lang: 'hi' },
} as const;

const format = (intl: IntlShape): Labels =>
  Object.fromEntries(
    (Object.keys(labelMessages) as LabelKey[]).map((key) => [
      key,
      intl.formatMessage(labelMessages[key]),
    ]),
  ) as Labels;

/**
 * The form's labels in its chosen language. The app's own language is at hand; English is
 * the messages' source text; Nepali while the app is in English needs its catalogue, which
 * loads on first use (meanwhile the English labels stand in, and `loading` is set).
 */
function useFormLabels(language: HistoryPaperLanguage): { labels: Labels; loading: boolean } {
  const intl = useIntl();
  const appLocale = localeOf(intl);
  const [nepali, setNepali] = useState<Messages | undefined>();
  const needsNepali = language === 'np' && appLocale !== 'ne';

  useEffect(() => {
    if (!needsNepali || nepali) return;
    let live = true;
    void loadLocale('ne').then((loaded) => {
      if (live) setNepali(loaded);
    });
    return () => {
      live = false;
    };
  }, [needsNepali, nepali]);

  return useMemo(() => {
    const english = () =>
      format(createIntl({ locale: intlLocale.en, defaultLocale: intlLocale.en }));
    if (language === 'hi') return { labels: hindiLabels, loading: false };
    const target = language === 'np' ? 'ne' : 'en';
    if (target === appLocale) return { labels: format(intl), loading: false };
    if (target === 'en') return { labels: english(), loading: false };
    return nepali
      ? {
          labels: format(
            createIntl({ locale: intlLocale.ne, defaultLocale: intlLocale.en, messages: nepali }),
          ),
          loading: false,
        }
      : { labels: english(), loading: true };
  }, [language, appLocale, intl, nepali]);
}

type YesNo = { present: boolean; text: string };

type Draft = {
  language: HistoryPaperLanguage;
  /** Days as typed, so a half-typed value is kept until Save checks it. */
  symptoms: Record<Symptom, { checked: boolean; days: string }>;
  otherSymptoms: string;
  pastHistory: boolean;
  pastHistoryDetails: string;
  familyHistory: YesNo;
  knownDiseases: YesNo;
  allergies: YesNo;
};

function draftOf(paper: HistoryPaper | null, language: HistoryPaperLanguage): Draft {
  const noted = new Map(paper?.symptoms.map((s) => [s.symptom, s.days]));
  return {
    language: paper?.language ?? language,
    symptoms: Object.fromEntries(
      symptoms.map((symptom) => [
        symptom,
        { checked: noted.has(symptom), days: String(noted.get(symptom) ?? '') },
      ]),
    ) as Draft['symptoms'],
    otherSymptoms: paper?.otherSymptoms ?? '',
    pastHistory: paper?.pastHistory ?? false,
    pastHistoryDetails: paper?.pastHistoryDetails ?? '',
    familyHistory: paper?.familyHistory ?? { present: false, text: '' },
    knownDiseases: paper?.knownDiseases ?? { present: false, text: '' },
    allergies: paper?.allergies ?? { present: false, text: '' },
  };
}

/** A symptom's days are valid when empty (not counted) or a whole number 0 to MAX_DAYS. */
const daysValid = (days: string) =>
  days.trim() === '' || (/^\d+$/.test(days.trim()) && Number(days) <= MAX_DAYS);

function paperOf(draft: Draft): HistoryPaper {
  const yesNo = (value: YesNo) => ({
    present: value.present,
    text: value.present ? value.text.trim() : '',
  });
  return {
    language: draft.language,
    symptoms: symptoms
      .filter((symptom) => draft.symptoms[symptom].checked)
      .map((symptom) => ({ symptom, days: Number(draft.symptoms[symptom].days.trim() || 0) })),
    otherSymptoms: draft.otherSymptoms.trim(),
    pastHistory: draft.pastHistory,
    pastHistoryDetails: draft.pastHistory ? draft.pastHistoryDetails.trim() : '',
    familyHistory: yesNo(draft.familyHistory),
    knownDiseases: yesNo(draft.knownDiseases),
    allergies: yesNo(draft.allergies),
  };
}

function SymptomRow({
  symptom,
  labels,
  value,
  invalid,
  onChange,
}: {
  symptom: Symptom;
  labels: Labels;
  value: Draft['symptoms'][Symptom];
  invalid: boolean;
  onChange: (next: Draft['symptoms'][Symptom]) => void;
}) {
  const id = useId();
  const nameId = `${id}-name`;
  const daysLabelId = `${id}-days-label`;
  const errorId = `${id}-error`;
  return (
    <li className="flex min-h-touch flex-col justify-center gap-1">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Checkbox
          checked={value.checked}
          onCheckedChange={(checked) => onChange({ ...value, checked: checked === true })}
          label={labels[symptom]}
        />
        <span id={nameId} hidden>
          {labels[symptom]}
        </span>
        {value.checked ? (
          <span className="flex items-center gap-2">
            <label id={daysLabelId} htmlFor={`${id}-days`} className="text-sm text-foreground">
              {labels.days}
            </label>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAYS}
              step={1}
              value={value.days}
              invalid={invalid}
              data-symptom={symptom}
              aria-labelledby={`${nameId} ${daysLabelId}`}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => onChange({ ...value, days: event.target.value })}
              className="w-24"
            />
          </span>
        ) : null}
      </div>
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {labels.daysInvalid}
        </p>
      ) : null}
    </li>
  );
}

function YesNoField({
  label,
  textLabel,
  value,
  onChange,
}: {
  label: string;
  textLabel: string;
  value: YesNo;
  onChange: (next: YesNo) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        checked={value.present}
        onCheckedChange={(checked) => onChange({ ...value, present: checked === true })}
        label={label}
      />
      {value.present ? (
        <Field label={textLabel}>
          <Textarea
            rows={2}
            maxLength={1000}
            value={value.text}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
        </Field>
      ) : null}
    </div>
  );
}

function HistoryPaperForm({
  initial,
  defaultLanguage,
  onSave,
}: {
  initial: HistoryPaper | null;
  defaultLanguage: HistoryPaperLanguage;
  onSave: (paper: HistoryPaper) => void;
}) {
  const intl = useIntl();
  const formId = useId();
  const [draft, setDraft] = useState(() => draftOf(initial, defaultLanguage));
  const [checked, setChecked] = useState(false);
  const { labels, loading } = useFormLabels(draft.language);
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const invalid = (symptom: Symptom) =>
    checked && draft.symptoms[symptom].checked && !daysValid(draft.symptoms[symptom].days);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog sits in a portal, but React still bubbles to the wizard's own form.
    event.stopPropagation();
    setChecked(true);
    const bad = symptoms.find(
      (s) => draft.symptoms[s].checked && !daysValid(draft.symptoms[s].days),
    );
    if (bad) {
      document
        .getElementById(formId)
        ?.querySelector<HTMLInputElement>(`[data-symptom="${bad}"]`)
        ?.focus();
      return;
    }
    onSave(paperOf(draft));
  };

  return (
    <>
      <Field label={intl.formatMessage(messages.language)}>
        <RadioGroup
          orientation="horizontal"
          value={draft.language}
          onValueChange={(value) => update({ language: value as HistoryPaperLanguage })}
          options={historyPaperLanguages.map((language) => ({
            value: language,
            label: (
              <span lang={languageOptions[language].lang}>
                {intl.formatMessage(languageOptions[language].message)}
              </span>
            ),
          }))}
        />
      </Field>
      <form
        id={formId}
        noValidate
        lang={languageOptions[draft.language].lang}
        aria-busy={loading || undefined}
        onSubmit={handleSubmit}
        className="flex flex-col gap-6"
      >
        {loading ? (
          <p role="status" className="sr-only">
            {intl.formatMessage(messages.loadingLanguage)}
          </p>
        ) : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-base font-semibold text-foreground">
            {labels.symptoms}
          </legend>
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {symptoms.map((symptom) => (
              <SymptomRow
                key={symptom}
                symptom={symptom}
                labels={labels}
                value={draft.symptoms[symptom]}
                invalid={invalid(symptom)}
                onChange={(next) => update({ symptoms: { ...draft.symptoms, [symptom]: next } })}
              />
            ))}
          </ul>
        </fieldset>
        <Field label={labels.otherSymptoms}>
          <Textarea
            rows={2}
            maxLength={1000}
            value={draft.otherSymptoms}
            onChange={(event) => update({ otherSymptoms: event.target.value })}
          />
        </Field>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold text-foreground">{labels.history}</legend>
          <YesNoField
            label={labels.pastHistory}
            textLabel={labels.pastHistoryDetails}
            value={{ present: draft.pastHistory, text: draft.pastHistoryDetails }}
            onChange={(next) =>
              update({ pastHistory: next.present, pastHistoryDetails: next.text })
            }
          />
          <YesNoField
            label={labels.familyHistory}
            textLabel={labels.familyHistoryText}
            value={draft.familyHistory}
            onChange={(familyHistory) => update({ familyHistory })}
          />
          <YesNoField
            label={labels.knownDiseases}
            textLabel={labels.knownDiseasesText}
            value={draft.knownDiseases}
            onChange={(knownDiseases) => update({ knownDiseases })}
          />
          <YesNoField
            label={labels.allergies}
            textLabel={labels.allergiesText}
            value={draft.allergies}
            onChange={(allergies) => update({ allergies })}
          />
        </fieldset>
      </form>
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
  value: HistoryPaper | null;
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
