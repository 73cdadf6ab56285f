import { useIntl } from 'react-intl';
import { messages } from './messages';
import { SettingsSection, SwitchSetting } from './setting-fields';

const switches = [
  'email',
  'push',
  'sms',
  'emergencyAlerts',
  'appointmentReminders',
  'medicationReminders',
  'systemUpdates',
] as const;

/** 002 §3 notifications: which channels and kinds of message go out. */
export function NotificationsTab() {
  const intl = useIntl();
  return (
    <SettingsSection title={intl.formatMessage(messages.notifications)}>
      {switches.map((key) => (
        <SwitchSetting
          key={key}
          name={`notifications.${key}`}
          label={intl.formatMessage(messages[key])}
        />
      ))}
    </SettingsSection>
  );
}
