import { z } from 'zod';
import { historyPaper, symptoms, type HistoryPaper, type Symptom } from '@contract/appointments';

/** The paper as the booking holds it before the contract's defaults are filled in. */
export type HistoryPaperInput = z.input<typeof historyPaper>;

/** The contract's rule for a symptom's days (002 §5: a whole number, 0 or more). */
const contractDays = historyPaper.shape.symptoms.unwrap().element.shape.days;

/** Days as typed: digits only (no "1e2"), empty counts as 0, then the contract's range. */
const typedDays = z
  .string()
  .trim()
  .regex(/^\d*$/)
  .transform((text) => (text === '' ? 0 : Number(text)))
  .pipe(contractDays);

/** One symptom's row: ticked or not, and its days as typed (kept half-typed until Save). */
const symptomRow = z
  .object({ checked: z.boolean(), days: z.string() })
  .superRefine((row, context) => {
    if (row.checked && !typedDays.safeParse(row.days).success)
      context.addIssue({ code: 'custom', path: ['days'], message: 'DAYS_INVALID' });
  });

const yesNo = historyPaper.shape.familyHistory.unwrap();

/**
 * The dialog's form over the contract's `historyPaper`: the symptoms as one row each
 * (ticked, days as typed) rather than a list, every other part as the contract has it.
 * It parses to the contract's paper: ticked symptoms with their days, texts trimmed, and
 * a detail text kept only where its box is ticked.
 */
export const historyPaperForm = historyPaper
  .extend({
    symptoms: z.object(
      Object.fromEntries(symptoms.map((symptom) => [symptom, symptomRow])) as Record<
        Symptom,
        typeof symptomRow
      >,
    ),
    familyHistory: yesNo,
    knownDiseases: yesNo,
    allergies: yesNo,
  })
  .transform((draft): HistoryPaper => ({
    language: draft.language,
    symptoms: symptoms
      .filter((symptom) => draft.symptoms[symptom].checked)
      .map((symptom) => ({ symptom, days: typedDays.parse(draft.symptoms[symptom].days) })),
    otherSymptoms: draft.otherSymptoms,
    pastHistory: draft.pastHistory,
    pastHistoryDetails: draft.pastHistory ? draft.pastHistoryDetails : '',
    familyHistory: kept(draft.familyHistory),
    knownDiseases: kept(draft.knownDiseases),
    allergies: kept(draft.allergies),
  }));
export type HistoryPaperDraft = z.input<typeof historyPaperForm>;

const kept = ({ present, text }: z.output<typeof yesNo>) => ({
  present,
  text: present ? text : '',
});

/** The form's values for a saved paper, or a blank one in `language`. */
export function draftOf(
  paper: HistoryPaperInput | null,
  language: HistoryPaper['language'],
): HistoryPaperDraft {
  const noted = new Map(paper?.symptoms?.map((s) => [s.symptom, s.days]));
  const none = { present: false, text: '' };
  return {
    language: paper?.language ?? language,
    symptoms: Object.fromEntries(
      symptoms.map((symptom) => [
        symptom,
        { checked: noted.has(symptom), days: String(noted.get(symptom) ?? '') },
      ]),
    ) as HistoryPaperDraft['symptoms'],
    otherSymptoms: paper?.otherSymptoms ?? '',
    pastHistory: paper?.pastHistory ?? false,
    pastHistoryDetails: paper?.pastHistoryDetails ?? '',
    familyHistory: { ...none, ...paper?.familyHistory },
    knownDiseases: { ...none, ...paper?.knownDiseases },
    allergies: { ...none, ...paper?.allergies },
  };
}
