import { useIntl } from 'react-intl';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PLANS_MAX, settingsBounds } from '@contract/admin-settings';
import { formatNumber } from '@lib/format';
import { Button } from '@ui/button';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { messages, numberedMessages } from './messages';
import {
  NumberSetting,
  SettingsSection,
  SwitchSetting,
  type SettingPath,
  type SettingsValues,
} from './setting-fields';

/** 002 §3 subscription: trial, grace and refund periods, renewal, and the plans list. */
export function SubscriptionTab() {
  const intl = useIntl();
  const b = settingsBounds;
  const { control } = useFormContext<SettingsValues>();
  const plans = useFieldArray({ control, name: 'subscription.plans' });
  const number = (n: number) => formatNumber(n, intl.locale === 'ne' ? 'ne' : 'en');
  return (
    <SettingsSection title={intl.formatMessage(messages.subscription)}>
      <NumberSetting
        name="subscription.freeTrialDays"
        label={intl.formatMessage(messages.freeTrialDays)}
        {...b.freeTrialDays}
      />
      <NumberSetting
        name="subscription.gracePeriodDays"
        label={intl.formatMessage(messages.gracePeriodDays)}
        {...b.gracePeriodDays}
      />
      <NumberSetting
        name="subscription.refundPeriodDays"
        label={intl.formatMessage(messages.refundPeriodDays)}
        {...b.refundPeriodDays}
      />
      <SwitchSetting
        name="subscription.autoRenewal"
        label={intl.formatMessage(messages.autoRenewal)}
      />
      <SwitchSetting
        name="subscription.prorationEnabled"
        label={intl.formatMessage(messages.prorationEnabled)}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-medium">{intl.formatMessage(messages.plans)}</legend>
        {plans.fields.map((plan, i) => (
          <fieldset
            key={plan.id}
            className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3"
          >
            <legend className="px-1 text-sm font-medium">
              {intl.formatMessage(numberedMessages.planHeading, { number: number(i + 1) })}
            </legend>
            <FormField<SettingsValues, SettingPath>
              name={`subscription.plans.${i}.name`}
              label={intl.formatMessage(messages.planName)}
              required
              render={({ value, ...field }) => (
                <Input {...field} value={String(value ?? '')} autoComplete="off" />
              )}
            />
            <NumberSetting
              name={`subscription.plans.${i}.price`}
              label={intl.formatMessage(messages.planPrice)}
              min={0}
            />
            <NumberSetting
              name={`subscription.plans.${i}.durationDays`}
              label={intl.formatMessage(messages.planDuration)}
              min={1}
            />
            {plans.fields.length > 1 ? (
              <Button
                type="button"
                variant="outline"
                className="sm:col-span-3 sm:justify-self-end"
                onClick={() => plans.remove(i)}
              >
                {intl.formatMessage(numberedMessages.removePlan, { number: number(i + 1) })}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {plans.fields.length < PLANS_MAX ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => plans.append({ name: '', price: 0, durationDays: 30 })}
          >
            {intl.formatMessage(messages.addPlan)}
          </Button>
        ) : null}
      </fieldset>
    </SettingsSection>
  );
}
