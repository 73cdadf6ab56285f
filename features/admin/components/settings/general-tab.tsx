import { useIntl } from 'react-intl';
import { languages, settingsBounds } from '@contract/admin-settings';
import { Field } from '@ui/field';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { messages } from './messages';
import {
  NumberSetting,
  SettingsSection,
  SwitchSetting,
  type SettingPath,
  type SettingsValues,
} from './setting-fields';

/** 002 §3 general: name, version (read-only), maintenance, registration, limits, language. */
export function GeneralTab({ appVersion }: { appVersion: string }) {
  const intl = useIntl();
  const languageNames = { en: messages.english, ne: messages.nepali } as const;
  const b = settingsBounds;
  return (
    <SettingsSection title={intl.formatMessage(messages.general)}>
      <FormField<SettingsValues, SettingPath>
        name="general.appName"
        label={intl.formatMessage(messages.appName)}
        required
        render={({ value, ...field }) => (
          <Input {...field} value={String(value ?? '')} autoComplete="off" />
        )}
      />
      <Field label={intl.formatMessage(messages.appVersion)}>
        <Input value={appVersion} readOnly />
      </Field>
      <SwitchSetting
        name="general.maintenanceMode"
        label={intl.formatMessage(messages.maintenanceMode)}
        hint={intl.formatMessage(messages.maintenanceHint)}
      />
      <SwitchSetting
        name="general.allowRegistration"
        label={intl.formatMessage(messages.allowRegistration)}
      />
      <SwitchSetting
        name="general.requireEmailVerification"
        label={intl.formatMessage(messages.requireEmailVerification)}
      />
      <NumberSetting
        name="general.maxFileUploadSize"
        label={intl.formatMessage(messages.maxFileUploadSize)}
        hint={intl.formatMessage(messages.maxFileUploadSizeHint)}
        {...b.maxFileUploadSize}
      />
      <NumberSetting
        name="general.sessionTimeout"
        label={intl.formatMessage(messages.sessionTimeout)}
        hint={intl.formatMessage(messages.sessionTimeoutHint)}
        {...b.sessionTimeout}
      />
      <FormField<SettingsValues, SettingPath>
        name="general.defaultLanguage"
        label={intl.formatMessage(messages.defaultLanguage)}
        required
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={String(value)}
            onValueChange={onChange}
            options={languages.map((l) => ({
              value: l,
              label: intl.formatMessage(languageNames[l]),
            }))}
          />
        )}
      />
    </SettingsSection>
  );
}
