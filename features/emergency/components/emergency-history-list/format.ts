import type { IntlShape } from 'react-intl';
import { LOCATION_DECIMALS } from '@contract/emergency';

/**
 * A coordinate to 6 decimals (002 §9), in the reader's digits (Devanagari in Nepali):
 * the same Intl number formatting `lib/format` uses, with fixed decimals.
 */
export const formatCoordinate = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, {
    minimumFractionDigits: LOCATION_DECIMALS,
    maximumFractionDigits: LOCATION_DECIMALS,
    useGrouping: false,
  });
