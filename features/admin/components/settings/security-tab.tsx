import { useIntl } from 'react-intl';
import { settingsBounds } from '@contract/admin-settings';
import { messages } from './messages';
import { NumberSetting, SettingsSection, SwitchSetting } from './setting-fields';

/** 002 §3 security: the password policy, lockout, two-factor sign-in, encryption. */
export function SecurityTab() {
  const intl = useIntl();
  const b = settingsBounds;
  return (
    <SettingsSection title={intl.formatMessage(messages.security)}>
      <NumberSetting
        name="security.passwordMinLength"
        label={intl.formatMessage(messages.passwordMinLength)}
        {...b.passwordMinLength}
      />
      <SwitchSetting
        name="security.requireSpecialChars"
        label={intl.formatMessage(messages.requireSpecialChars)}
      />
      <SwitchSetting
        name="security.requireNumbers"
        label={intl.formatMessage(messages.requireNumbers)}
      />
      <SwitchSetting
        name="security.requireUppercase"
        label={intl.formatMessage(messages.requireUppercase)}
      />
      <NumberSetting
        name="security.maxLoginAttempts"
        label={intl.formatMessage(messages.maxLoginAttempts)}
        {...b.maxLoginAttempts}
      />
      <NumberSetting
        name="security.lockoutDuration"
        label={intl.formatMessage(messages.lockoutDuration)}
        {...b.lockoutDuration}
      />
      <SwitchSetting
        name="security.twoFactorAuth"
        label={intl.formatMessage(messages.twoFactorAuth)}
      />
      <SwitchSetting
        name="security.encryptionEnabled"
        label={intl.formatMessage(messages.encryptionEnabled)}
      />
    </SettingsSection>
  );
}
