import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  Ambulance,
  FlaskConical,
  HeartHandshake,
  Hospital,
  Languages,
  Lock,
  Mail,
  Pill,
  ShieldCheck,
  Stethoscope,
  Sun,
} from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { messages } from './messages';

type Item = { id: string; icon: ReactNode; title: MessageDescriptor; text: MessageDescriptor };

const services: Item[] = [
  { id: 'doctors', icon: <Stethoscope />, title: messages.doctors, text: messages.doctorsText },
  { id: 'hospitals', icon: <Hospital />, title: messages.hospitals, text: messages.hospitalsText },
  { id: 'labs', icon: <FlaskConical />, title: messages.labs, text: messages.labsText },
  { id: 'pharmacies', icon: <Pill />, title: messages.pharmacies, text: messages.pharmaciesText },
  {
    id: 'ambulances',
    icon: <Ambulance />,
    title: messages.ambulances,
    text: messages.ambulancesText,
  },
];

const values: Item[] = [
  { id: 'trust', icon: <ShieldCheck />, title: messages.trust, text: messages.trustText },
  { id: 'access', icon: <Languages />, title: messages.access, text: messages.accessText },
  { id: 'privacy', icon: <Lock />, title: messages.privacy, text: messages.privacyText },
  {
    id: 'kindness',
    icon: <HeartHandshake />,
    title: messages.kindness,
    text: messages.kindnessText,
  },
];

const iconClassName =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5';

function ItemCard({ item }: { item: Item }) {
  const intl = useIntl();
  return (
    <li className="flex gap-4 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-sm">
      <span aria-hidden className={iconClassName}>
        {item.icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-base font-semibold text-foreground">
          {intl.formatMessage(item.title)}
        </h3>
        <p className="text-base leading-relaxed text-muted-foreground">
          {intl.formatMessage(item.text)}
        </p>
      </div>
    </li>
  );
}

export type AboutViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Where Contact Us leads (000 §2: /contact). */
  contactTo?: string;
};

/** The About page's content (000 §1, §2): the name, the mission, the beta, our values. */
export function AboutView({ contactTo = '/contact', className, ...props }: AboutViewProps) {
  const intl = useIntl();
  const ids = useId();
  const sectionId = (name: string) => `${ids}-${name}`;
  return (
    <div
      className={cn('mx-auto flex w-full max-w-5xl flex-col gap-12 px-4 py-8 sm:py-12', className)}
      {...props}
    >
      <header className="flex flex-col gap-4">
        <span
          aria-hidden
          className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-7"
        >
          <Sun />
        </span>
        <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">
          {intl.formatMessage(messages.title)}
        </h1>
        <p className="max-w-3xl text-xl font-medium text-foreground">
          {intl.formatMessage(messages.meaning)}
        </p>
        <p className="max-w-3xl text-lg leading-relaxed text-muted-foreground">
          {intl.formatMessage(messages.mission)}
        </p>
      </header>

      <section aria-labelledby={sectionId('connect')} className="flex flex-col gap-4">
        <h2 id={sectionId('connect')} className="text-2xl font-semibold text-foreground">
          {intl.formatMessage(messages.connectTitle)}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby={sectionId('beta')}
        className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 sm:p-6"
      >
        <h2
          id={sectionId('beta')}
          className="flex flex-wrap items-center gap-3 text-2xl font-semibold text-foreground"
        >
          {intl.formatMessage(messages.betaTitle)}
          <Badge variant="primary" size="lg">
            {intl.formatMessage(messages.betaBadge)}
          </Badge>
        </h2>
        <p className="text-base leading-relaxed text-foreground">
          {intl.formatMessage(messages.betaLive)}
        </p>
        <p className="text-base leading-relaxed text-foreground">
          {intl.formatMessage(messages.betaComing)}
        </p>
      </section>

      <section aria-labelledby={sectionId('values')} className="flex flex-col gap-4">
        <h2 id={sectionId('values')} className="text-2xl font-semibold text-foreground">
          {intl.formatMessage(messages.valuesTitle)}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {values.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby={sectionId('contact')}
        className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-sm sm:p-6"
      >
        <h2 id={sectionId('contact')} className="text-2xl font-semibold text-foreground">
          {intl.formatMessage(messages.contactTitle)}
        </h2>
        <p className="text-base text-muted-foreground">
          {intl.formatMessage(messages.contactText)}
        </p>
        <Button asChild size="lg">
          <Link to={contactTo}>
            <Mail aria-hidden />
            {intl.formatMessage(messages.contactUs)}
          </Link>
        </Button>
      </section>
    </div>
  );
}
