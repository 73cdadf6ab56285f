import { useIntl } from 'react-intl';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Avatar } from '@ui/avatar';
import { messages } from './messages';

export type WelcomeProps = {
  /** The name to greet; the caller supplies the "User" fallback. */
  name: string;
  /** The doctor's photo; the first letters of the name show without one. */
  avatarUrl?: string | null;
  /** The day to show. */
  today: Date;
};

/**
 * 001 §2.1's welcome: name, today's date, photo or first letters. In Nepali the date reads
 * in Bikram Sambat with the AD date beside it.
 */
export function Welcome({ name, avatarUrl, today }: WelcomeProps) {
  const intl = useIntl();
  const date = formatDate(today, toLocale(intl.locale.split('-')[0]));
  return (
    <div className="flex items-center gap-4 rounded-lg bg-accent p-5 text-accent-foreground">
      <Avatar
        name={name}
        src={avatarUrl ?? undefined}
        size="lg"
        decorative
        className="bg-surface text-primary"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xl font-semibold break-words">
          {intl.formatMessage(messages.welcome, { name })}
        </p>
        <p>{intl.formatMessage(messages.today, { date })}</p>
      </div>
    </div>
  );
}
