import type { ComponentProps } from 'react';
import { MapPin, Phone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderItem } from '@contract/discovery';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { cn } from '@ui/lib';
import { RatingStars } from '@ui/rating-stars';
import { commonMessages } from '../../messages';
import { RateProviderAction } from '../rate-provider/rate-provider-action';
import { messages } from './messages';

export type ProviderCardProps = Omit<ComponentProps<'li'>, 'children'> & {
  provider: ProviderItem;
  /** The details page (hospitals have one: /hospital/{id}); no link without it. */
  href?: string;
  headingLevel?: 'h2' | 'h3';
};

/**
 * A hospital, lab, pharmacy or ambulance service in search results: its average and how
 * many rated it, and for a signed-in patient a Rate action (issue 14).
 */
export function ProviderCard({
  provider,
  href,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: ProviderCardProps) {
  const intl = useIntl();
  const { city, address } = provider.location;
  const place = [address, city].filter(Boolean).join(', ');
  return (
    <Card asChild>
      <li className={cn('gap-3 p-4 sm:p-5', className)} {...props}>
        <Heading className="text-lg leading-snug font-semibold text-foreground">
          {provider.name}
        </Heading>
        {provider.rating !== null ? (
          // The count only once patients have rated (seeded averages have none behind them).
          <RatingStars
            value={provider.rating}
            count={provider.ratingCount || undefined}
            size="sm"
          />
        ) : null}
        <p className="flex items-center gap-2 text-sm text-foreground">
          <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {place || intl.formatMessage(commonMessages.locationNotSpecified)}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          {provider.phone ? (
            <Button asChild variant="ghost" className="grow">
              <a
                href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}
                aria-label={intl.formatMessage(messages.call, { phone: provider.phone })}
              >
                <Phone aria-hidden />
                {provider.phone}
              </a>
            </Button>
          ) : null}
          {href ? (
            <Button asChild variant="outline" className="grow">
              <Link
                to={href}
                aria-label={intl.formatMessage(messages.viewDetailsOf, { name: provider.name })}
              >
                {intl.formatMessage(messages.viewDetails)}
              </Link>
            </Button>
          ) : null}
          <RateProviderAction provider={provider} />
        </div>
      </li>
    </Card>
  );
}
