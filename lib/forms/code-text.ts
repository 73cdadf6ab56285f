import type { IntlShape } from 'react-intl';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import { formatAny, type ErrorOverrides } from '@lib/errors';

const isCatalogued = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);

/**
 * The text of a validation code (the contract's schemas use catalogue codes as their
 * messages, so form and server agree): the screen's override, else the catalogue's text
 * in the reader's language.
 */
export function codeText(intl: IntlShape, code: string, overrides: ErrorOverrides = {}): string {
  const own = overrides[code];
  if (own) return formatAny(intl, own);
  if (isCatalogued(code)) return errorCatalogue[code][intl.locale.startsWith('ne') ? 'ne' : 'en'];
  return code;
}
