import { useId, type ComponentProps } from 'react';
import {
  Ambulance,
  ArrowRight,
  FlaskConical,
  Hospital,
  Pill,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '@ui/card';
import { cn } from '@ui/lib';
import { messages } from './messages';

/** The id `/services` scrolls to (000 §2: it redirects to `/#services`). */
export const servicesSectionId = 'services';

type Service = {
  key: string;
  icon: LucideIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
};

// 000 §1: every tile asks the visitor to log in and leads to login.
const services: readonly Service[] = [
  {
    key: 'doctors',
    icon: Stethoscope,
    title: messages.doctorsTitle,
    description: messages.doctorsDescription,
  },
  {
    key: 'hospitals',
    icon: Hospital,
    title: messages.hospitalsTitle,
    description: messages.hospitalsDescription,
  },
  {
    key: 'medicine',
    icon: Pill,
    title: messages.medicineTitle,
    description: messages.medicineDescription,
  },
  {
    key: 'labs',
    icon: FlaskConical,
    title: messages.labsTitle,
    description: messages.labsDescription,
  },
  {
    key: 'ambulance',
    icon: Ambulance,
    title: messages.ambulanceTitle,
    description: messages.ambulanceDescription,
  },
];

function ServiceTile({ service }: { service: Service }) {
  const intl = useIntl();
  const descriptionId = useId();
  const promptId = useId();
  const Icon = service.icon;
  return (
    <Card asChild variant="interactive">
      <li className="gap-3 p-5">
        <span
          aria-hidden
          className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6"
        >
          <Icon aria-hidden />
        </span>
        <h3 className="text-lg font-semibold text-foreground">
          {/* The link covers the whole tile; its name is the service, the rest describes it. */}
          <Link
            to="/auth/login"
            aria-describedby={`${descriptionId} ${promptId}`}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-lg"
          >
            {intl.formatMessage(service.title)}
          </Link>
        </h3>
        <p id={descriptionId} className="text-base text-muted-foreground">
          {intl.formatMessage(service.description)}
        </p>
        <p
          id={promptId}
          className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-primary [&_svg]:size-4"
        >
          {intl.formatMessage(messages.loginPrompt)}
          <ArrowRight aria-hidden className="rtl:rotate-180" />
        </p>
      </li>
    </Card>
  );
}

export type ServicesSectionProps = Omit<ComponentProps<'section'>, 'children' | 'id'>;

/** The five services of 000 §1, each a tile that leads to login. */
export function ServicesSection({ className, ...props }: ServicesSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section
      id={servicesSectionId}
      aria-labelledby={titleId}
      // The sticky header must not cover the heading when /services scrolls here.
      className={cn('scroll-mt-20 px-4 py-12 sm:py-16', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-8">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id={titleId} className="text-3xl font-bold text-foreground">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-lg text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {services.map((service) => (
            <ServiceTile key={service.key} service={service} />
          ))}
        </ul>
      </div>
    </section>
  );
}
