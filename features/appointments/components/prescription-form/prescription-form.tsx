import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Plus, Trash2, X } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { medicationTimings, testUrgencies, type Prescription } from '@contract/appointments';
import { isApiError } from '@lib/api';
import { Alert } from '@ui/alert';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Checkbox } from '@ui/checkbox';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { cn } from '@ui/lib';
import { Select } from '@ui/select';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { usePrescribe } from '../../api';
import { timingMessages, urgencyMessages } from '../../messages';
import { messages } from './messages';
import {
  addAllergy,
  checkDraft,
  emptyDraft,
  emptyMedication,
  emptyTest,
  limits,
  pathOfServerField,
  vitalSigns,
  type DraftProblem,
  type MedicationDraft,
  type PrescriptionDraft,
  type VitalSign,
} from './prescription-draft';

export type PrescriptionFormProps = {
  /** The completed appointment the prescription is for. */
  appointmentId: string;
  /** Shown above the form ("For Hari Prasad Adhikari"). */
  patientName?: string;
  /** Called with the saved prescription, after the success message. */
  onCreated?: (prescription: Prescription) => void;
  /** Shows a Cancel button that calls it (a dialog closes, say). */
  onCancel?: () => void;
  /** The earliest follow-up date, YYYY-MM-DD; today in Nepal by default (stories fix it). */
  today?: string;
  className?: string;
};

/** An error at a place in the form: one of ours, or the server's words. */
type Problem = { message: MessageDescriptor } | { text: string };
type Failure = { kind: 'retry' } | { kind: 'with'; error: string };

const problemMessages: Record<DraftProblem, MessageDescriptor> = {
  diagnosisRequired: messages.diagnosisRequired,
  medicationRequired: messages.medicationRequired,
  nameRequired: messages.nameRequired,
  dosageRequired: messages.dosageRequired,
  frequencyRequired: messages.frequencyRequired,
  followUpDateRequired: messages.followUpDateRequired,
  followUpDatePast: messages.followUpDatePast,
};

const vitalMessages: Record<VitalSign, MessageDescriptor> = {
  bloodPressure: messages.bloodPressure,
  heartRate: messages.heartRate,
  temperature: messages.temperature,
  respiratoryRate: messages.respiratoryRate,
  oxygenSaturation: messages.oxygenSaturation,
  weight: messages.weight,
  height: messages.height,
  bmi: messages.bmi,
};

const kathmanduToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

/** A group of fields with a visible legend. */
function Group({
  legend,
  describedBy,
  children,
  className,
}: {
  legend: ReactNode;
  describedBy?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      aria-describedby={describedBy}
      className={cn('flex min-w-0 flex-col gap-4', className)}
    >
      <legend className="mb-3 text-lg font-semibold text-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A group's own error (the list, not one field), announced when it appears. */
function GroupError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div aria-live="polite">
      {children ? (
        <p id={id} className="text-sm font-medium text-danger">
          {children}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The full prescription form (001 §3 and §5): diagnosis, medications, tests, advice,
 * follow-up, allergies and vital signs, sent with POST /appointments/{id}/prescription.
 * Its own rules are checked first; a server error naming a field shows at that field.
 */
export function PrescriptionForm({
  appointmentId,
  patientName,
  onCreated,
  onCancel,
  today,
  className,
}: PrescriptionFormProps) {
  const intl = useIntl();
  const { prescribe } = usePrescribe();
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nextKey = useRef(1);
  const [draft, setDraft] = useState<PrescriptionDraft>(emptyDraft);
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const earliest = today ?? kathmanduToday();

  const idOf = (path: string) => `${base}-${path.replace(/\./g, '-')}`;
  const firstMedicationName = () => `medications.${draft.medications[0]?.key ?? 0}.name`;
  /** Where focus goes for an error at `path` (a list's error: its first field). */
  const focusTargetOf = (path: string) =>
    path === 'medications'
      ? firstMedicationName()
      : path === 'tests'
        ? 'testName'
        : path === 'allergies'
          ? 'allergy'
          : path;
  const focus = (path: string) =>
    formRef.current
      ?.querySelector<HTMLElement>(`#${CSS.escape(idOf(focusTargetOf(path)))}`)
      ?.focus();

  const problemText = (path: string) => {
    const problem = problems[path];
    if (!problem) return undefined;
    return 'text' in problem ? problem.text : intl.formatMessage(problem.message);
  };
  const clearProblem = (...paths: string[]) => {
    if (!paths.some((p) => p in problems)) return;
    setProblems((current) => {
      const next = { ...current };
      for (const p of paths) delete next[p];
      return next;
    });
  };

  const update = (change: Partial<PrescriptionDraft>) => setDraft((d) => ({ ...d, ...change }));
  const updateMedication = (key: number, change: Partial<MedicationDraft>) => {
    setDraft((d) => ({
      ...d,
      medications: d.medications.map((m) => (m.key === key ? { ...m, ...change } : m)),
    }));
    clearProblem('medications', ...Object.keys(change).map((f) => `medications.${key}.${f}`));
  };

  const addMedication = () => {
    const key = nextKey.current++;
    setDraft((d) => ({ ...d, medications: [...d.medications, emptyMedication(key)] }));
    // The new row's first field, once it is there.
    requestAnimationFrame(() => focus(`medications.${key}.name`));
  };
  const removeMedication = (key: number) => {
    if (draft.medications.length <= 1) return;
    const index = draft.medications.findIndex((m) => m.key === key);
    const remaining = draft.medications.filter((m) => m.key !== key);
    setDraft((d) => ({ ...d, medications: remaining }));
    const neighbour = remaining[Math.max(0, index - 1)]!;
    requestAnimationFrame(() => focus(`medications.${neighbour.key}.name`));
  };

  const addTest = () => {
    if (!draft.newTest.name.trim()) {
      setProblems((p) => ({ ...p, testName: { message: messages.testNameRequired } }));
      focus('testName');
      return;
    }
    const key = nextKey.current++;
    setDraft((d) => ({
      ...d,
      tests: [...d.tests, { ...d.newTest, name: d.newTest.name.trim(), key }],
      newTest: emptyTest(),
    }));
    clearProblem('testName', 'tests');
    focus('testName');
  };

  const addTypedAllergy = () => {
    const allergies = addAllergy(draft.allergies, draft.newAllergy);
    if (!allergies) {
      setProblems((p) => ({ ...p, allergy: { message: messages.allergyRequired } }));
      focus('allergy');
      return;
    }
    update({ allergies, newAllergy: '' });
    clearProblem('allergy', 'allergies');
    focus('allergy');
  };

  /** Enter in a small "add" box adds, instead of sending the whole form. */
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>, add: () => void) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const checked = checkDraft(draft, earliest);
    if (!checked.ok) {
      setProblems(
        Object.fromEntries(
          checked.problems.map(([path, problem]) => [path, { message: problemMessages[problem] }]),
        ),
      );
      focus(checked.problems[0]![0]);
      return;
    }
    setProblems({});
    setSubmitting(true);
    try {
      const prescription = await prescribe(appointmentId, checked.body);
      toast({ title: intl.formatMessage(messages.created), variant: 'success' });
      onCreated?.(prescription);
    } catch (error) {
      const path =
        isApiError(error) && error.field ? pathOfServerField(error.field, checked.sentKeys) : null;
      if (isApiError(error) && path) {
        setProblems({ [path]: { text: error.message } });
        focus(path);
      } else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
        // The server's words, already in the reader's language (001 §8).
        setFailure({ kind: 'with', error: error.message });
      } else {
        setFailure({ kind: 'retry' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const failureText = failure
    ? failure.kind === 'retry'
      ? intl.formatMessage(messages.failedRetry)
      : intl.formatMessage(messages.failedWith, { error: failure.error })
    : null;
  const canRemove = draft.medications.length > 1;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={intl.formatMessage(messages.label)}
      onSubmit={(event) => void handleSubmit(event)}
      className={cn('flex flex-col gap-8', className)}
    >
      {patientName ? (
        <p className="text-base text-muted-foreground">
          {intl.formatMessage(messages.forPatient, { name: patientName })}
        </p>
      ) : null}

      <div role="alert" aria-atomic="true">
        {failureText ? <Alert tone="danger">{failureText}</Alert> : null}
      </div>

      <Field
        label={intl.formatMessage(messages.diagnosis)}
        required
        controlId={idOf('diagnosis')}
        error={problemText('diagnosis')}
      >
        <Textarea
          value={draft.diagnosis}
          maxLength={limits.diagnosis}
          rows={2}
          onChange={(event) => {
            update({ diagnosis: event.target.value });
            clearProblem('diagnosis');
          }}
        />
      </Field>

      <Group
        legend={intl.formatMessage(messages.medications)}
        describedBy={problems.medications ? idOf('medications') : undefined}
      >
        <GroupError id={idOf('medications')}>{problemText('medications')}</GroupError>
        <ol className="flex flex-col gap-4">
          {draft.medications.map((medication, index) => {
            const number = index + 1;
            const path = (field: string) => `medications.${medication.key}.${field}`;
            return (
              <li key={medication.key}>
                <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border border-border p-4">
                  <legend className="px-1 text-base font-semibold text-foreground">
                    {intl.formatMessage(messages.medication, { number })}
                  </legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field
                      label={intl.formatMessage(messages.medicineName)}
                      required
                      controlId={idOf(path('name'))}
                      error={problemText(path('name'))}
                      className="sm:col-span-2"
                    >
                      <Input
                        value={medication.name}
                        maxLength={limits.medicineName}
                        autoComplete="off"
                        onChange={(e) => updateMedication(medication.key, { name: e.target.value })}
                      />
                    </Field>
                    <Field
                      label={intl.formatMessage(messages.dosage)}
                      required
                      controlId={idOf(path('dosage'))}
                      error={problemText(path('dosage'))}
                    >
                      <Input
                        value={medication.dosage}
                        maxLength={limits.dosage}
                        autoComplete="off"
                        placeholder={intl.formatMessage(messages.dosagePlaceholder)}
                        onChange={(e) =>
                          updateMedication(medication.key, { dosage: e.target.value })
                        }
                      />
                    </Field>
                    <Field
                      label={intl.formatMessage(messages.frequency)}
                      required
                      controlId={idOf(path('frequency'))}
                      error={problemText(path('frequency'))}
                    >
                      <Input
                        value={medication.frequency}
                        maxLength={limits.frequency}
                        autoComplete="off"
                        placeholder={intl.formatMessage(messages.frequencyPlaceholder)}
                        onChange={(e) =>
                          updateMedication(medication.key, { frequency: e.target.value })
                        }
                      />
                    </Field>
                    <Field
                      label={intl.formatMessage(messages.duration)}
                      controlId={idOf(path('duration'))}
                      error={problemText(path('duration'))}
                    >
                      <Input
                        value={medication.duration}
                        maxLength={limits.duration}
                        autoComplete="off"
                        placeholder={intl.formatMessage(messages.durationPlaceholder)}
                        onChange={(e) =>
                          updateMedication(medication.key, { duration: e.target.value })
                        }
                      />
                    </Field>
                    <Field
                      label={intl.formatMessage(messages.timing)}
                      controlId={idOf(path('timing'))}
                      error={problemText(path('timing'))}
                    >
                      <Select
                        value={medication.timing}
                        onValueChange={(timing) =>
                          updateMedication(medication.key, {
                            timing: timing as MedicationDraft['timing'],
                          })
                        }
                        options={medicationTimings.map((value) => ({
                          value,
                          label: intl.formatMessage(timingMessages[value]),
                        }))}
                      />
                    </Field>
                    <Field
                      label={intl.formatMessage(messages.instructions)}
                      controlId={idOf(path('instructions'))}
                      error={problemText(path('instructions'))}
                      className="sm:col-span-2"
                    >
                      <Input
                        value={medication.instructions}
                        maxLength={limits.instructions}
                        autoComplete="off"
                        onChange={(e) =>
                          updateMedication(medication.key, { instructions: e.target.value })
                        }
                      />
                    </Field>
                  </div>
                  {/* 001 §5: a medication can be removed only while another remains. */}
                  {canRemove ? (
                    <Button
                      variant="ghost"
                      className="self-end text-danger hover:text-danger"
                      aria-label={intl.formatMessage(messages.removeMedication, { number })}
                      onClick={() => removeMedication(medication.key)}
                    >
                      <Trash2 aria-hidden />
                      {intl.formatMessage(messages.remove)}
                    </Button>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {draft.medications.length < limits.medications ? (
          <Button variant="outline" className="self-start" onClick={addMedication}>
            <Plus aria-hidden />
            {intl.formatMessage(messages.addMedication)}
          </Button>
        ) : null}
      </Group>

      <Group
        legend={intl.formatMessage(messages.tests)}
        describedBy={problems.tests ? idOf('tests') : undefined}
      >
        <GroupError id={idOf('tests')}>{problemText('tests')}</GroupError>
        {draft.tests.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {draft.tests.map((test) => (
              <li
                key={test.key}
                className="flex items-start justify-between gap-3 rounded-md border border-border p-3"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                    <span className="break-words">{test.name}</span>
                    <Badge variant={test.urgency === 'routine' ? 'neutral' : 'danger'}>
                      {intl.formatMessage(urgencyMessages[test.urgency])}
                    </Badge>
                  </p>
                  {test.instructions ? (
                    <p className="text-sm break-words text-muted-foreground">{test.instructions}</p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={intl.formatMessage(messages.removeTest, { name: test.name })}
                  onClick={() => update({ tests: draft.tests.filter((t) => t.key !== test.key) })}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.noTests)}</p>
        )}
        {draft.tests.length < limits.tests ? (
          <div className="grid gap-4 rounded-md bg-muted p-4 sm:grid-cols-2">
            <Field
              label={intl.formatMessage(messages.testName)}
              controlId={idOf('testName')}
              error={problemText('testName')}
            >
              <Input
                value={draft.newTest.name}
                maxLength={limits.testName}
                autoComplete="off"
                onKeyDown={(event) => addOnEnter(event, addTest)}
                onChange={(e) => {
                  update({ newTest: { ...draft.newTest, name: e.target.value } });
                  clearProblem('testName');
                }}
              />
            </Field>
            <Field label={intl.formatMessage(messages.urgency)} controlId={idOf('testUrgency')}>
              <Select
                value={draft.newTest.urgency}
                onValueChange={(urgency) =>
                  update({
                    newTest: {
                      ...draft.newTest,
                      urgency: urgency as PrescriptionDraft['newTest']['urgency'],
                    },
                  })
                }
                options={testUrgencies.map((value) => ({
                  value,
                  label: intl.formatMessage(urgencyMessages[value]),
                }))}
              />
            </Field>
            <Field
              label={intl.formatMessage(messages.testInstructions)}
              controlId={idOf('testInstructions')}
              className="sm:col-span-2"
            >
              <Input
                value={draft.newTest.instructions}
                maxLength={limits.instructions}
                autoComplete="off"
                onKeyDown={(event) => addOnEnter(event, addTest)}
                onChange={(e) =>
                  update({ newTest: { ...draft.newTest, instructions: e.target.value } })
                }
              />
            </Field>
            <Button
              variant="outline"
              className="justify-self-start sm:col-span-2"
              onClick={addTest}
            >
              <Plus aria-hidden />
              {intl.formatMessage(messages.addTest)}
            </Button>
          </div>
        ) : null}
      </Group>

      <Field
        label={intl.formatMessage(messages.advice)}
        controlId={idOf('advice')}
        error={problemText('advice')}
      >
        <Textarea
          value={draft.advice}
          maxLength={limits.advice}
          rows={3}
          onChange={(e) => update({ advice: e.target.value })}
        />
      </Field>

      <Group legend={intl.formatMessage(messages.followUp)}>
        <Checkbox
          label={intl.formatMessage(messages.followUpRequired)}
          checked={draft.followUp.required}
          onCheckedChange={(checked) => {
            update({ followUp: { ...draft.followUp, required: checked === true } });
            clearProblem('followUp.date');
          }}
        />
        {draft.followUp.required ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={intl.formatMessage(messages.followUpDate)}
              required
              controlId={idOf('followUp.date')}
              error={problemText('followUp.date')}
            >
              <Input
                type="date"
                min={earliest}
                value={draft.followUp.date}
                onChange={(e) => {
                  update({ followUp: { ...draft.followUp, date: e.target.value } });
                  clearProblem('followUp.date');
                }}
              />
            </Field>
            <Field
              label={intl.formatMessage(messages.followUpNotes)}
              controlId={idOf('followUp.notes')}
              error={problemText('followUp.notes')}
              className="sm:col-span-2"
            >
              <Textarea
                value={draft.followUp.notes}
                maxLength={limits.followUpNotes}
                rows={2}
                onChange={(e) => update({ followUp: { ...draft.followUp, notes: e.target.value } })}
              />
            </Field>
          </div>
        ) : null}
      </Group>

      <Group
        legend={intl.formatMessage(messages.allergies)}
        describedBy={problems.allergies ? idOf('allergies') : undefined}
      >
        <GroupError id={idOf('allergies')}>{problemText('allergies')}</GroupError>
        {draft.allergies.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {draft.allergies.map((allergy) => (
              <li
                key={allergy}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-muted ps-3 text-sm text-foreground"
              >
                <span className="break-all">{allergy}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="rounded-full"
                  aria-label={intl.formatMessage(messages.removeAllergy, { name: allergy })}
                  onClick={() =>
                    update({ allergies: draft.allergies.filter((a) => a !== allergy) })
                  }
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.noAllergies)}
          </p>
        )}
        {draft.allergies.length < limits.allergies ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field
              label={intl.formatMessage(messages.allergy)}
              controlId={idOf('allergy')}
              error={problemText('allergy')}
              className="flex-1"
            >
              <Input
                value={draft.newAllergy}
                maxLength={limits.allergy}
                autoComplete="off"
                onKeyDown={(event) => addOnEnter(event, addTypedAllergy)}
                onChange={(e) => {
                  update({ newAllergy: e.target.value });
                  clearProblem('allergy');
                }}
              />
            </Field>
            <Button variant="outline" className="sm:mt-7" onClick={addTypedAllergy}>
              <Plus aria-hidden />
              {intl.formatMessage(messages.addAllergy)}
            </Button>
          </div>
        ) : null}
      </Group>

      <Group legend={intl.formatMessage(messages.vitalSigns)}>
        <p className="-mt-2 text-sm text-muted-foreground">
          {intl.formatMessage(messages.vitalSignsHint)}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {vitalSigns.map((sign) => (
            <Field
              key={sign}
              label={intl.formatMessage(vitalMessages[sign])}
              controlId={idOf(`vitalSigns.${sign}`)}
              error={problemText(`vitalSigns.${sign}`)}
            >
              <Input
                value={draft.vitalSigns[sign]}
                maxLength={limits.vitalSign}
                inputMode={sign === 'bloodPressure' ? 'text' : 'decimal'}
                autoComplete="off"
                onChange={(e) => {
                  update({ vitalSigns: { ...draft.vitalSigns, [sign]: e.target.value } });
                  clearProblem(`vitalSigns.${sign}`);
                }}
              />
            </Field>
          ))}
        </div>
      </Group>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
