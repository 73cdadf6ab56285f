import { useId, type ComponentProps } from 'react';
import { Play, Smartphone, type LucideIcon } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { messages } from './messages';

const stores: readonly { label: MessageDescriptor; icon: LucideIcon }[] = [
  { label: messages.appStore, icon: Smartphone },
  { label: messages.googlePlay, icon: Play },
];

export type AppStoreButtonsProps = Omit<ComponentProps<'section'>, 'children'>;

/**
 * The app stores, not open yet (000 §1). The buttons stay focusable (`aria-disabled`,
 * not `disabled`) so a screen reader user finds them and hears that they are coming soon.
 */
export function AppStoreButtons({ className, ...props }: AppStoreButtonsProps) {
  const intl = useIntl();
  const titleId = useId();
  const noteId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('px-4 py-12 sm:py-16', className)} {...props}>
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 rounded-xl bg-secondary px-6 py-8 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-2xl font-bold">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-base">{intl.formatMessage(messages.intro)}</p>
        </div>
        <div className="flex flex-col gap-2">
          <ul className="flex flex-wrap gap-3">
            {stores.map(({ label, icon: Icon }) => (
              <li key={label.id}>
                <Button
                  variant="outline"
                  size="lg"
                  aria-disabled="true"
                  aria-describedby={noteId}
                  // Focusable but inert until the apps are published.
                  onClick={(event) => event.preventDefault()}
                  className="min-w-40 border-secondary-foreground"
                >
                  <Icon aria-hidden />
                  {intl.formatMessage(label)}
                </Button>
              </li>
            ))}
          </ul>
          <p id={noteId} className="text-sm font-medium">
            {intl.formatMessage(messages.comingSoon)}
          </p>
        </div>
      </div>
    </section>
  );
}
