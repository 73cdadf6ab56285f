import { useIntl } from 'react-intl';
import {
  lockedPreferences,
  notificationChannels,
  preferenceTypes,
  type NotificationChannel,
  type PreferenceType,
} from '@contract/patient-profile';
import { useApiMutation, useApiQuery } from '@lib/data';
import { useErrorText } from '@lib/errors';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { Switch } from '@ui/switch';
import { toast } from '@ui/toast';
import { typeLabels } from '../../messages';
import { channelLabels, messages } from './messages';

const isLocked = (type: PreferenceType, channel: NotificationChannel) =>
  lockedPreferences.some((p) => p.type === type && p.channel === channel);

/**
 * The patient's notification preferences (issue 17, 002 §2, ADR 0036): for every type, a
 * switch per channel (in the app, email, SMS, WhatsApp). Each switch saves at once; the
 * outbox then follows it. A refusal puts the switch back and says why.
 */
export function NotificationPreferences() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error, mutate } = useApiQuery('notificationPreferences', {});
  const save = useApiMutation('updateNotificationPreferences');
  const preferences = data?.preferences;

  const change = async (type: PreferenceType, channel: NotificationChannel, on: boolean) => {
    if (!preferences) return;
    const switches = { ...preferences[type], [channel]: on };
    await mutate({ preferences: { ...preferences, [type]: switches } }, { revalidate: false });
    try {
      const saved = await save.trigger({ body: { preferences: { [type]: switches } } });
      await mutate(saved, { revalidate: false });
      toast({ title: intl.formatMessage(messages.saved), variant: 'success' });
    } catch (failure) {
      await mutate();
      toast({ title: errorText(failure), variant: 'error' });
    }
  };

  return (
    <section aria-labelledby="notification-preferences-title" className="flex flex-col gap-3">
      <h2 id="notification-preferences-title" className="text-lg font-semibold text-foreground">
        {intl.formatMessage(messages.title)}
      </h2>
      <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.description)}</p>
      {error && !preferences ? (
        <ErrorState
          title={intl.formatMessage(messages.loadFailed)}
          description={errorText(error)}
          onRetry={() => mutate()}
          retryLabel={intl.formatMessage(messages.retry)}
        />
      ) : !preferences ? (
        <div role="status" aria-label={intl.formatMessage(messages.loading)}>
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {preferenceTypes.map((type) => {
            const typeName = intl.formatMessage(typeLabels[type]);
            return (
              <li key={type} className="flex flex-col gap-3 p-4">
                <h3 className="font-medium text-foreground">{typeName}</h3>
                <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
                  {notificationChannels.map((channel) => (
                    <Switch
                      key={channel}
                      label={intl.formatMessage(channelLabels[channel])}
                      aria-label={intl.formatMessage(messages.switchName, {
                        type: typeName,
                        channel: intl.formatMessage(channelLabels[channel]),
                      })}
                      hint={
                        isLocked(type, channel) ? intl.formatMessage(messages.locked) : undefined
                      }
                      checked={preferences[type][channel]}
                      disabled={isLocked(type, channel)}
                      onCheckedChange={(on) => void change(type, channel, on)}
                    />
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
