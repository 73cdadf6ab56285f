import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { LetterRequest } from '@contract/letters';
import { Button } from '@ui/button';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { ColleagueSearch } from '../colleague-search';
import { messages, valued } from './messages';

type Chosen = { id: string; name: string; type: 'doctor' | 'hospital' };

/**
 * A doctor or hospital recipient, found with the colleague search (any verified doctor or
 * active hospital, by name, specialty or city) and chosen from its row. The field shows
 * the chosen name and carries the recipient's errors, the server's included.
 */
export function LetterRecipient({ initial }: { initial: Chosen | null }) {
  const intl = useIntl();
  const { setValue, control } = useFormContext<LetterRequest>();
  const recipientType = useWatch({ control, name: 'recipientType' });
  const [chosen, setChosen] = useState<Chosen | null>(initial);
  const type = recipientType === 'hospital' ? 'hospital' : 'doctor';
  const shown = chosen?.type === type ? chosen : null;

  // Another kind of recipient: the one chosen before no longer fits.
  useEffect(() => {
    if (chosen && chosen.type !== type) setValue('recipientId', '');
  }, [chosen, type, setValue]);

  const choose = (next: Chosen) => {
    setChosen(next);
    setValue('recipientId', next.id, { shouldDirty: true, shouldValidate: true });
  };
  const pick = (id: string, name: string) => (
    <Button
      type="button"
      variant={shown?.id === id ? 'primary' : 'outline'}
      aria-pressed={shown?.id === id}
      aria-label={intl.formatMessage(valued.chooseRecipient, { name })}
      onClick={() => choose({ id, name, type })}
    >
      {intl.formatMessage(messages.pick)}
    </Button>
  );

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <FormField<LetterRequest, 'recipientId'>
        name="recipientId"
        required
        label={intl.formatMessage(messages.recipient)}
        hint={intl.formatMessage(messages.recipientHint)}
        render={({ ref, name, onBlur }) => (
          <Input
            ref={ref}
            name={name}
            onBlur={onBlur}
            readOnly
            value={shown?.name ?? ''}
            placeholder={intl.formatMessage(messages.recipientNone)}
          />
        )}
      />
      <ColleagueSearch
        key={type}
        headingLevel="h3"
        categories={[type === 'hospital' ? 'hospitals' : 'doctors']}
        renderDoctorAction={(d) => pick(d.id, d.name)}
        renderHospitalAction={(h) => pick(h.id, h.name)}
        className="rounded-lg border border-border p-3"
      />
    </div>
  );
}
