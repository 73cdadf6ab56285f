import { useFieldArray, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Plus, Trash2 } from 'lucide-react';
import {
  ORDER_ITEMS_MAX,
  ORDER_QUANTITY_MAX,
  type OrderPharmacy,
  type PlaceOrderRequest,
} from '@contract/orders';
import { Button } from '@ui/button';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { messages } from './messages';
import { priceOf } from './order-estimate';

/** A manual order's medicines (002 §5): a name and a quantity of at least 1 each. */
export function ManualMedicines({
  pharmacy,
  error,
}: {
  pharmacy: OrderPharmacy | undefined;
  error: string | undefined;
}) {
  const intl = useIntl();
  const { control, watch } = useFormContext<PlaceOrderRequest>();
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  const names = watch('medicines') ?? [];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{intl.formatMessage(messages.medicines)}</legend>
      <datalist id="order-medicine-names">
        {(pharmacy?.medicines ?? []).map((m) => (
          <option key={m.id} value={m.name}>
            {m.strength}
          </option>
        ))}
      </datalist>
      {fields.map((row, index) => {
        const n = index + 1;
        const rx = pharmacy ? priceOf(pharmacy, names[index]?.name ?? '')?.prescriptionOnly : false;
        return (
          <div key={row.id} className="grid grid-cols-[1fr_6rem_auto] items-start gap-2">
            <FormField
              name={`medicines.${index}.name`}
              label={intl.formatMessage(messages.medicineName, { n })}
              hint={rx ? intl.formatMessage(messages.prescriptionOnly) : undefined}
              required
              render={(field) => <Input {...field} list="order-medicine-names" maxLength={200} />}
            />
            <FormField
              name={`medicines.${index}.quantity`}
              label={intl.formatMessage(messages.quantity, { n })}
              required
              render={({ value, onChange, ...field }) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={ORDER_QUANTITY_MAX}
                  value={Number.isFinite(value) ? value : ''}
                  onChange={(event) => onChange(event.target.valueAsNumber)}
                />
              )}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={intl.formatMessage(messages.removeMedicine, { n })}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= ORDER_ITEMS_MAX}
          onClick={() => append({ name: '', quantity: 1 })}
        >
          <Plus aria-hidden="true" />
          {intl.formatMessage(messages.addMedicine)}
        </Button>
      </div>
    </fieldset>
  );
}
