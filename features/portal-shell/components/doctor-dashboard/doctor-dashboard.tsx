import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Avatar } from '@ui/avatar';
import { cn } from '@ui/lib';
import { messages } from './messages';

export type DoctorDashboardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The name to greet; the caller supplies the "User" fallback. */
  name: string;
  /** The doctor's photo; the first letters of the name show without one. */
  avatarUrl?: string | null;
  /** The day to show; today by default (stories fix it). */
  today?: Date;
};

/**
 * The doctor dashboard's welcome (001 §2.1): name, today's date, photo or first letter.
 * In Nepali the date reads in Bikram Sambat with the AD date beside it.
 */
export function DoctorDashboard({
  name,
  avatarUrl,
  today,
  className,
  ...props
}: DoctorDashboardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const date = formatDate(today ?? new Date(), locale);
  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
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
      <p className="text-muted-foreground">{intl.formatMessage(messages.more)}</p>
    </div>
  );
}
