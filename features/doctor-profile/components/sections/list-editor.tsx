import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LIST_MAX } from '@contract/doctor-profile';
import { Button } from '@ui/button';
import { fieldMessages } from './messages';

/**
 * A list of a section (post graduation, working places, publications…): its entries, each
 * with a Remove button, and an Add button. Entries left with every field empty are
 * ignored by the save (001 §5).
 */
export function ListEditor({
  name,
  title,
  what,
  empty,
  editing,
  children,
}: {
  name: string;
  title: MessageDescriptor;
  /** What Add adds, in the reader's words ("post graduation"). */
  what: string;
  /** A new, empty entry. */
  empty: Record<string, unknown>;
  editing: boolean;
  children: (prefix: string) => ReactNode;
}) {
  const intl = useIntl();
  const { control } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-base font-semibold">{intl.formatMessage(title)}</legend>
      {fields.length === 0 ? (
        <p className="text-muted-foreground">{intl.formatMessage(fieldMessages.none)}</p>
      ) : null}
      {fields.map((item, index) => (
        <div
          key={item.id}
          role="group"
          aria-label={intl.formatMessage(fieldMessages.entry, { number: index + 1 })}
          className="flex flex-col gap-3 rounded-md bg-muted/40 p-3"
        >
          <div className="grid gap-4 sm:grid-cols-2">{children(`${name}.${index}`)}</div>
          {editing ? (
            <div>
              <Button type="button" variant="ghost" onClick={() => remove(index)}>
                <Trash2 aria-hidden className="size-4" />
                {intl.formatMessage(fieldMessages.remove, { number: index + 1 })}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
      {editing && fields.length < LIST_MAX ? (
        <div>
          <Button type="button" variant="outline" onClick={() => append(empty)}>
            <Plus aria-hidden className="size-4" />
            {intl.formatMessage(fieldMessages.add, { what })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
