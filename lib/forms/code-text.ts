import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ErrorCode } from '@contract/errors';
import { formatAny, type ErrorOverrides } from '@lib/errors';
import { loadedCatalogue, useCatalogue, type ErrorCatalogue } from './catalogue';

const isCatalogued = (catalogue: ErrorCatalogue, code: string): code is ErrorCode =>
  Object.hasOwn(catalogue, code);

/**
 * The text of a validation code (the contract's schemas use catalogue codes as their
 * messages, so form and server agree): the screen's override, else the catalogue's text
 * in the reader's language. The catalogue loads on demand (`loadCatalogue`): before it
 * has, a catalogued code has no text yet (empty), which the form hook never shows, since
 * it waits for the catalogue before it reports an error.
 */
export function codeText(intl: IntlShape, code: string, overrides: ErrorOverrides = {}): string {
  return textIn(loadedCatalogue(), intl, code, overrides);
}

/** `codeText` with the catalogue given (a hook's render reads the one it subscribed to). */
export function textIn(
  catalogue: ErrorCatalogue | undefined,
  intl: IntlShape,
  code: string,
  overrides: ErrorOverrides = {},
): string {
  const own = overrides[code];
  if (own) return formatAny(intl, own);
  if (!catalogue) return '';
  if (isCatalogued(catalogue, code))
    return catalogue[code][intl.locale.startsWith('ne') ? 'ne' : 'en'];
  return code;
}

/**
 * `codeText` in the reader's language for a screen that words codes as soon as it shows
 * (a file field's refusal, a notice): loads the catalogue on mount and draws again when
 * it has come.
 */
export function useCodeText(): (code: string, overrides?: ErrorOverrides) => string {
  const intl = useIntl();
  const catalogue = useCatalogue(true);
  return useCallback(
    (code: string, overrides?: ErrorOverrides) => textIn(catalogue, intl, code, overrides),
    [intl, catalogue],
  );
}
