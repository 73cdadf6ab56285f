import { useIntl } from 'react-intl';
import { BadgeCheck } from 'lucide-react';
import type { OrderPharmacy } from '@contract/orders';
import { formatNumber, formatRupees } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { FormField } from '@ui/form';
import { RadioGroup } from '@ui/radio-group';
import { messages } from './messages';

/** The pharmacy cards (002 §2): name, verified mark, address, rating, delivery time and fee. */
export function PharmacyChoice({ pharmacies }: { pharmacies: OrderPharmacy[] }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const options = pharmacies.map((p) => ({
    value: p.id,
    label: (
      <span className="inline-flex flex-wrap items-center gap-1.5 font-medium">
        {p.name}
        {p.verified ? (
          <span className="inline-flex items-center gap-0.5 text-sm text-success">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.verified)}
          </span>
        ) : null}
      </span>
    ),
    hint: intl.formatMessage(messages.pharmacyHint, {
      address: p.address,
      rating: p.ratingCount > 0 ? formatNumber(p.rating, locale) : 'none',
      time: p.deliveryTime,
      fee: formatRupees(p.deliveryFee, locale),
    }),
  }));
  return (
    <FormField
      name="pharmacyId"
      label={intl.formatMessage(messages.pharmacy)}
      required
      render={({ value, onChange, ref, name }) => (
        <RadioGroup
          ref={ref}
          name={name}
          value={value}
          onValueChange={onChange}
          options={options}
          className="gap-2"
        />
      )}
    />
  );
}
