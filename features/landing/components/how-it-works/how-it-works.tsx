import { useId, type ComponentProps } from 'react';
import { Search, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { cn } from '@ui/lib';
import { messages } from './messages';

const steps: readonly {
  icon: LucideIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  { icon: UserPlus, title: messages.registerTitle, description: messages.registerDescription },
  { icon: Search, title: messages.findTitle, description: messages.findDescription },
  { icon: Users, title: messages.connectTitle, description: messages.connectDescription },
];

export type HowItWorksProps = Omit<ComponentProps<'section'>, 'children'>;

/** The three steps of 000 §1: register, find services, connect. */
export function HowItWorks({ className, ...props }: HowItWorksProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('px-4 py-12 sm:py-16', className)} {...props}>
      <div className="mx-auto flex max-w-7xl flex-col gap-8">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id={titleId} className="text-3xl font-bold text-foreground">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-lg text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => {
            const Icon = step.icon;
            return (
              <li
                key={step.title.id}
                className="flex gap-4 rounded-lg border border-border bg-surface p-5 text-surface-foreground shadow-sm"
              >
                {/* The list already numbers the steps for assistive technology. */}
                <span
                  aria-hidden
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
                >
                  {intl.formatNumber(index + 1)}
                </span>
                <div className="flex flex-col gap-1">
                  <h3 className="inline-flex items-center gap-2 text-xl font-semibold text-foreground [&_svg]:size-5 [&_svg]:text-secondary">
                    <Icon aria-hidden />
                    {intl.formatMessage(step.title)}
                  </h3>
                  <p className="text-base text-muted-foreground">
                    {intl.formatMessage(step.description)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
