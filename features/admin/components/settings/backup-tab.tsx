import { useIntl } from 'react-intl';
import { backupFrequencies, settingsBounds } from '@contract/admin-settings';
import { formatDate } from '@lib/format';
import { Field } from '@ui/field';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { BackupNow } from '../backup-now';
import { messages } from './messages';
import {
  NumberSetting,
  SettingsSection,
  SwitchSetting,
  type SettingPath,
  type SettingsValues,
} from './setting-fields';

/** 002 §3 backup: automatic backups, how often, how long kept; Backup Now (backups area). */
export function BackupTab({ lastBackup }: { lastBackup: string | null }) {
  const intl = useIntl();
  const locale = intl.locale === 'ne' ? 'ne' : 'en';
  return (
    <SettingsSection title={intl.formatMessage(messages.backup)}>
      <SwitchSetting name="backup.autoBackup" label={intl.formatMessage(messages.autoBackup)} />
      <FormField<SettingsValues, SettingPath>
        name="backup.backupFrequency"
        label={intl.formatMessage(messages.backupFrequency)}
        required
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={String(value)}
            onValueChange={onChange}
            options={backupFrequencies.map((f) => ({
              value: f,
              label: intl.formatMessage(messages[f]),
            }))}
          />
        )}
      />
      <NumberSetting
        name="backup.retentionPeriod"
        label={intl.formatMessage(messages.retentionPeriod)}
        {...settingsBounds.retentionPeriod}
      />
      <SwitchSetting name="backup.cloudBackup" label={intl.formatMessage(messages.cloudBackup)} />
      <SwitchSetting
        name="backup.encryptBackups"
        label={intl.formatMessage(messages.encryptBackups)}
      />
      <Field label={intl.formatMessage(messages.lastBackup)}>
        <Input
          readOnly
          value={
            lastBackup ? formatDate(lastBackup, locale) : intl.formatMessage(messages.neverBackedUp)
          }
        />
      </Field>
      <BackupNow />
    </SettingsSection>
  );
}
