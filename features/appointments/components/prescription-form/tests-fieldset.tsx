import { Plus, X } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { testUrgencies } from '@contract/appointments';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { urgencyMessages } from '../../messages';
import { addOnEnter, Group, listErrorOf, type PrescriptionFormApi } from './fieldset-parts';
import { messages } from './messages';
import { emptyTest, limits, type PrescriptionValues } from './prescription-schema';

/**
 * The tests (001 §3): typed into the box below the list and added with Add test (or
 * Enter); a test needs a name to be added and is routine unless chosen (001 §5).
 */
export function TestsFieldset({ form }: { form: PrescriptionFormApi }) {
  const intl = useIntl();
  const { control, getValues, setValue, setError, clearErrors, setFocus, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'tests' });
  const listError = listErrorOf(formState.errors.tests);

  const addTest = () => {
    const typed = getValues('newTest');
    if (!typed.name.trim()) {
      setError(
        'newTest.name',
        { type: 'manual', message: 'TEST_NAME_REQUIRED' },
        { shouldFocus: true },
      );
      return;
    }
    append({ ...typed, name: typed.name.trim() }, { shouldFocus: false });
    setValue('newTest', emptyTest());
    clearErrors(['newTest.name', 'tests']);
    setFocus('newTest.name');
  };

  return (
    <Group
      list
      legend={intl.formatMessage(messages.tests)}
      error={listError ? form.describeError(listError) : undefined}
    >
      {fields.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {fields.map((test, index) => (
            <li
              key={test.id}
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
                onClick={() => remove(index)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.noTests)}</p>
      )}
      {fields.length < limits.tests ? (
        <div className="grid gap-4 rounded-md bg-muted p-4 sm:grid-cols-2">
          <FormField<PrescriptionValues, 'newTest.name'>
            name="newTest.name"
            label={intl.formatMessage(messages.testName)}
            render={({ onChange, ...props }) => (
              <Input
                {...props}
                maxLength={limits.testName}
                autoComplete="off"
                onKeyDown={(event) => addOnEnter(event, addTest)}
                onChange={(event) => {
                  onChange(event);
                  clearErrors('newTest.name');
                }}
              />
            )}
          />
          <FormField<PrescriptionValues, 'newTest.urgency'>
            name="newTest.urgency"
            label={intl.formatMessage(messages.urgency)}
            render={({ onChange, ...props }) => (
              <Select
                {...props}
                onValueChange={onChange}
                options={testUrgencies.map((value) => ({
                  value,
                  label: intl.formatMessage(urgencyMessages[value]),
                }))}
              />
            )}
          />
          <FormField<PrescriptionValues, 'newTest.instructions'>
            name="newTest.instructions"
            label={intl.formatMessage(messages.testInstructions)}
            className="sm:col-span-2"
            render={(props) => (
              <Input
                {...props}
                maxLength={limits.instructions}
                autoComplete="off"
                onKeyDown={(event) => addOnEnter(event, addTest)}
              />
            )}
          />
          <Button variant="outline" className="justify-self-start sm:col-span-2" onClick={addTest}>
            <Plus aria-hidden />
            {intl.formatMessage(messages.addTest)}
          </Button>
        </div>
      ) : null}
    </Group>
  );
}
