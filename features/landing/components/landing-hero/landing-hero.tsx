import { useId, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { messages } from './messages';

export type LandingHeroProps = Omit<ComponentProps<'section'>, 'children'>;

/** A sun rising over the hills: "ujyalo", light. Decorative, drawn in theme colours. */
function SunriseIllustration({ className }: { className?: string }) {
  const rays = [-80, -60, -40, -20, 0, 20, 40, 60, 80];
  return (
    <svg
      viewBox="0 0 320 220"
      aria-hidden
      focusable="false"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <g className="stroke-primary" strokeWidth="6" strokeLinecap="round" opacity="0.55">
        {rays.map((angle) => (
          <line
            key={angle}
            x1="160"
            y1="30"
            x2="160"
            y2="8"
            transform={`rotate(${angle} 160 96)`}
          />
        ))}
      </g>
      <circle cx="160" cy="96" r="54" className="fill-primary" />
      <path
        d="M152 72h16v16h16v16h-16v16h-16v-16h-16v-16h16z"
        className="fill-primary-foreground"
      />
      <path
        d="M0 220L60 168L100 190L160 140L220 188L262 162L320 196V220Z"
        className="fill-secondary"
      />
      <path
        d="M160 140L143 154L152 150L161 158L175 152ZM60 168L49 178L58 175L66 180L74 176Z"
        className="fill-surface"
      />
    </svg>
  );
}

/** The first thing a visitor sees: the promise of Ujyalo and the two ways in. */
export function LandingHero({ className, ...props }: LandingHeroProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'bg-linear-to-b from-accent to-background px-4 pt-10 pb-12 sm:pt-16 sm:pb-20',
        className,
      )}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4">
          <p className="w-fit rounded-full bg-surface px-3 py-1 text-sm font-medium text-primary shadow-sm">
            {intl.formatMessage(messages.eyebrow)}
          </p>
          <h1
            id={titleId}
            className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl"
          >
            {intl.formatMessage(messages.title)}
          </h1>
          <p className="text-xl font-medium text-foreground sm:text-2xl">
            {intl.formatMessage(messages.lead)}
          </p>
          <p className="max-w-prose text-lg text-muted-foreground">
            {intl.formatMessage(messages.body)}
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="whitespace-normal text-center">
              <Link to="/auth/register">{intl.formatMessage(messages.becomeMember)}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="whitespace-normal text-center">
              <Link to="/health-feed">{intl.formatMessage(messages.exploreInformation)}</Link>
            </Button>
          </div>
        </div>
        <SunriseIllustration className="mx-auto w-full max-w-56 md:max-w-sm" />
      </div>
    </section>
  );
}
