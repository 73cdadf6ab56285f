import { useIntl } from 'react-intl';
import type { RatingSummary } from '@contract/doctor-dashboard';
import { formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { RatingStars } from '@ui/rating-stars';
import { analyticsMessages as m } from './messages';

/** The rating as stars (001 §2.1) and how the ratings spread over 5 to 1 stars. */
export function RatingSpread({ rating, className }: { rating: RatingSummary; className?: string }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const most = Math.max(1, ...rating.distribution.map((d) => d.count));
  return (
    <section aria-labelledby="doctor-analytics-rating" className={className}>
      <h2 id="doctor-analytics-rating" className="text-lg font-semibold">
        {intl.formatMessage(m.rating)}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <RatingStars value={rating.average} size="lg" />
        <span className="text-sm text-muted-foreground">
          {intl.formatMessage(m.ratingBasis, {
            count: rating.count,
            shown: formatNumber(rating.count, locale),
          })}
        </span>
      </div>
      <ul className="flex flex-col gap-2">
        {rating.distribution.toReversed().map((d) => (
          <li key={d.stars} className="flex items-center gap-3 text-sm">
            <span className="w-20 shrink-0">
              {intl.formatMessage(m.stars, {
                stars: d.stars,
                shown: formatNumber(d.stars, locale),
              })}
            </span>
            <span aria-hidden className="h-3 flex-1 overflow-hidden rounded-full bg-muted">
              <span
                className="block h-full rounded-full bg-warning"
                style={{ width: `${(d.count / most) * 100}%` }}
              />
            </span>
            <span className="w-10 shrink-0 text-right tabular-nums">
              {formatNumber(d.count, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
