import { useId, type ComponentProps, type ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert } from '@ui/alert';
import { cn } from '@ui/lib';
import { PhoneLink, phoneTag } from '@ui/link';
import { supportContact } from '../../support-contact';
import { messages } from './messages';

export type ContactDetailsProps = Omit<ComponentProps<'section'>, 'children'>;

const linkClassName =
  'inline-flex min-h-touch items-center rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="text-base text-foreground">{children}</span>
      </div>
    </li>
  );
}

/** The support desk's address, phone, email and hours: static text (000 §2). */
export function ContactDetails({ className, ...props }: ContactDetailsProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-5 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-sm sm:p-6',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="text-lg font-semibold text-foreground">
        {intl.formatMessage(messages.title)}
      </h2>
      <address className="not-italic">
        <ul className="flex flex-col gap-4">
          <Detail icon={<MapPin />} label={intl.formatMessage(messages.addressLabel)}>
            {intl.formatMessage(messages.address)}
          </Detail>
          <Detail icon={<Phone />} label={intl.formatMessage(messages.phoneLabel)}>
            <PhoneLink
              number={supportContact.phone}
              label={intl.formatMessage(messages.callUs, { phone: supportContact.phone })}
              className={linkClassName}
            />
          </Detail>
          <Detail icon={<Mail />} label={intl.formatMessage(messages.emailLabel)}>
            <a
              href={`mailto:${supportContact.email}`}
              aria-label={intl.formatMessage(messages.emailUs, { email: supportContact.email })}
              className={cn(linkClassName, 'break-all')}
            >
              {supportContact.email}
            </a>
          </Detail>
          <Detail icon={<Clock />} label={intl.formatMessage(messages.hoursLabel)}>
            {intl.formatMessage(messages.hours)}
          </Detail>
        </ul>
      </address>
      <Alert tone="warning">
        {intl.formatMessage(messages.emergency, {
          ambulance: supportContact.ambulance,
          tel: phoneTag(),
        })}
      </Alert>
    </section>
  );
}
