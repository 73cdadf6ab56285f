import { useIntl } from 'react-intl';
import {
  ORDER_ADDRESS_MAX,
  ORDER_NOTES_MAX,
  placeOrderRequest,
  preferredTimes,
  type Order,
} from '@contract/orders';
import { formatDate } from '@lib/format';
import { useContractForm } from '@lib/forms';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { RadioGroup } from '@ui/radio-group';
import { Select } from '@ui/select';
import { Skeleton } from '@ui/skeleton';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useActivePrescriptions, useOrderPharmacies, usePlaceOrder } from '../../api/orders';
import { ManualMedicines } from './manual-medicines';
import { messages, timeMessages } from './messages';
import { OrderEstimate } from './order-estimate';
import { PharmacyChoice } from './pharmacy-choice';

const overrides = { fallback: messages.failed, serverError: messages.failed };

export type OrderFormProps = {
  /**
   * An order from this active prescription only (the prescriptions screen's Order
   * Medicines, which shows the prescription itself): no choice of kind or prescription.
   */
  prescriptionId?: string;
  onPlaced?: (order: Order) => void;
  onCancel?: () => void;
};

/**
 * The new order form (002 §2, §3, §5): from an active prescription or manual, the
 * pharmacy, the delivery details, and an estimated total; the server prices and places
 * it, and its refusals land on their fields.
 */
export function OrderForm({ prescriptionId = '', onPlaced, onCancel }: OrderFormProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const pharmacies = useOrderPharmacies();
  const { prescriptions } = useActivePrescriptions();
  const place = usePlaceOrder();
  const form = useContractForm(placeOrderRequest, {
    errorText: overrides,
    defaultValues: {
      type: 'prescription',
      prescriptionId,
      pharmacyId: '',
      deliveryAddress: '',
      phoneNumber: '',
      preferredTime: 'any',
      notes: '',
      medicines: [],
    },
  });
  const type = form.watch('type');
  const pharmacy = pharmacies.data?.pharmacies.find((p) => p.id === form.watch('pharmacyId'));
  const prescription = prescriptions.find((p) => p._id === form.watch('prescriptionId'));
  const fixed = prescriptionId !== '';
  const medicines = form.watch('medicines') ?? [];

  const onSubmit = form.submit(async (values) => {
    const body =
      values.type === 'prescription'
        ? { ...values, medicines: [] }
        : { ...values, prescriptionId: '' };
    const { order } = await place.trigger({ body });
    toast({ title: intl.formatMessage(messages.placed), variant: 'success' });
    onPlaced?.(order);
  });

  const arrayError = form.formState.errors.medicines;
  const medicinesError = arrayError?.root?.message ? arrayError.root : arrayError;
  const lines =
    type === 'prescription'
      ? // The packs the doctor wrote, else one (ADR 0034), as the server prices it.
        (prescription?.medications ?? []).map((m) => ({ name: m.name, quantity: m.quantity ?? 1 }))
      : medicines.map((m) => ({ name: m?.name ?? '', quantity: Number(m?.quantity) }));

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {fixed ? null : (
        <FormField
          name="type"
          label={intl.formatMessage(messages.kind)}
          render={({ value, onChange, ref, name }) => (
            <RadioGroup
              ref={ref}
              name={name}
              value={value}
              onValueChange={(next) => {
                onChange(next);
                // Only a manual order carries medicines of its own; it starts with one row.
                form.setValue('medicines', next === 'manual' ? [{ name: '', quantity: 1 }] : []);
              }}
              orientation="horizontal"
              options={[
                { value: 'prescription', label: intl.formatMessage(messages.fromPrescription) },
                { value: 'manual', label: intl.formatMessage(messages.manual) },
              ]}
            />
          )}
        />
      )}
      {type === 'prescription' && !fixed ? (
        <FormField
          name="prescriptionId"
          label={intl.formatMessage(messages.prescription)}
          hint={
            prescriptions.length === 0 ? intl.formatMessage(messages.noPrescription) : undefined
          }
          required
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              placeholder={intl.formatMessage(messages.prescriptionPlaceholder)}
              options={prescriptions.map((p) => ({
                value: p._id,
                label: intl.formatMessage(messages.prescriptionOption, {
                  diagnosis: p.diagnosis,
                  doctor: p.doctor.fullName,
                  date: formatDate(p.createdAt, locale),
                }),
              }))}
            />
          )}
        />
      ) : null}
      {pharmacies.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : pharmacies.error && !pharmacies.data ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {intl.formatMessage(messages.pharmaciesFailed)}
        </p>
      ) : pharmacies.data && pharmacies.data.pharmacies.length === 0 ? (
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.noPharmacies)}</p>
      ) : (
        <PharmacyChoice pharmacies={pharmacies.data?.pharmacies ?? []} />
      )}
      {type === 'manual' ? (
        <ManualMedicines
          pharmacy={pharmacy}
          error={medicinesError?.message ? form.describeError(medicinesError as never) : undefined}
        />
      ) : null}
      <FormField
        name="deliveryAddress"
        label={intl.formatMessage(messages.address)}
        required
        render={(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={ORDER_ADDRESS_MAX}
            autoComplete="street-address"
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="phoneNumber"
          label={intl.formatMessage(messages.phone)}
          required={type === 'prescription'}
          render={(field) => (
            <Input {...field} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
          )}
        />
        <FormField
          name="preferredTime"
          label={intl.formatMessage(messages.preferredTime)}
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              options={preferredTimes.map((t) => ({
                value: t,
                label: intl.formatMessage(timeMessages[t]),
              }))}
            />
          )}
        />
      </div>
      <FormField
        name="notes"
        label={intl.formatMessage(messages.notes)}
        render={(field) => <Textarea {...field} rows={2} maxLength={ORDER_NOTES_MAX} />}
      />
      {pharmacy && lines.length > 0 ? <OrderEstimate pharmacy={pharmacy} lines={lines} /> : null}
      <FormRootError />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        ) : null}
        <Button type="submit" disabled={place.isMutating}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </Form>
  );
}
