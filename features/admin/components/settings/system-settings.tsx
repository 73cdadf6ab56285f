import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  settingsForm,
  settingsGroups,
  type SettingsGroup,
  type SystemSettings as Settings,
  type UpdateSettingsRequest,
} from '@contract/admin-settings';
import { isApiError } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
import { toast } from '@ui/toast';
import { useRestoreDefaults, useSaveSettings, useSystemSettings } from '../../api/settings';
import { BackupTab } from './backup-tab';
import { GeneralTab } from './general-tab';
import { messages } from './messages';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';
import { SettingsActions } from './settings-actions';
import type { SettingsValues } from './setting-fields';
import { SubscriptionTab } from './subscription-tab';
import { VerificationTab } from './verification-tab';

/** What the form edits: every group without the read-only app version and last backup. */
function editable({ general, backup, ...rest }: Settings): SettingsValues {
  const { appVersion: _version, ...generalValues } = general;
  const { lastBackup: _last, ...backupValues } = backup;
  return { ...rest, general: generalValues, backup: backupValues };
}

/**
 * 002 §2 system settings: six tabs over one form; Save Changes shows once something
 * changed and sends only the changed groups; Restore Defaults asks first.
 */
export function SystemSettings() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error, mutate } = useSystemSettings();
  return (
    <section aria-labelledby="system-settings-title" className="flex flex-col gap-4">
      <header>
        <h2 id="system-settings-title" className="text-xl font-semibold">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-muted-foreground">{intl.formatMessage(messages.description)}</p>
      </header>
      {data ? (
        <SettingsEditor settings={data.settings} />
      ) : error ? (
        <ErrorState
          title={intl.formatMessage(messages.loadFailed)}
          description={errorText(error)}
          onRetry={() => mutate()}
        />
      ) : (
        <div
          role="status"
          aria-label={intl.formatMessage(messages.loading)}
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}

function SettingsEditor({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [tab, setTab] = useState<SettingsGroup>('general');
  const save = useSaveSettings();
  const restore = useRestoreDefaults();
  const form = useContractForm(settingsForm, { defaultValues: editable(settings) });
  const { isDirty, dirtyFields } = form.formState;

  const submitValid = form.submit(async (values) => {
    const body: UpdateSettingsRequest = {};
    for (const group of settingsGroups) {
      if (dirtyFields[group]) Object.assign(body, { [group]: values[group] });
    }
    try {
      const saved = await save.trigger({ body });
      form.reset(editable(saved.settings));
      toast({ title: intl.formatMessage(messages.saved), variant: 'success' });
    } catch (failure) {
      if (!isApiError(failure) || !failure.field)
        toast({ title: intl.formatMessage(messages.saveFailed), variant: 'error' });
      throw failure;
    }
  });

  // A refused value may sit on another tab: show the first tab with an error.
  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    await submitValid(event);
    const withError = settingsGroups.find((g) => form.formState.errors[g]);
    if (withError) setTab(withError);
  };

  const onRestore = async () => {
    try {
      const restored = await restore.trigger({});
      form.reset(editable(restored.settings));
      toast({ title: intl.formatMessage(messages.restored), variant: 'success' });
    } catch (failure) {
      // The dialog closes either way, so the toast is not hidden behind it.
      toast({
        title: intl.formatMessage(messages.saveFailed),
        description: errorText(failure),
        variant: 'error',
      });
    }
  };

  const tabs = [
    ['general', <GeneralTab key="general" appVersion={settings.general.appVersion} />],
    ['security', <SecurityTab key="security" />],
    ['notifications', <NotificationsTab key="notifications" />],
    ['verification', <VerificationTab key="verification" />],
    ['subscription', <SubscriptionTab key="subscription" />],
    ['backup', <BackupTab key="backup" lastBackup={settings.backup.lastBackup} />],
  ] as const;

  return (
    <SettingsActions
      form={form}
      onSubmit={onSubmit}
      dirty={isDirty}
      saving={save.isMutating}
      onRestore={onRestore}
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as SettingsGroup)}>
        <TabsList aria-label={intl.formatMessage(messages.tabs)} className="flex-wrap">
          {tabs.map(([group]) => (
            <TabsTrigger key={group} value={group}>
              {intl.formatMessage(messages[group])}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(([group, content]) => (
          <TabsContent key={group} value={group}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
    </SettingsActions>
  );
}
