const DEVANAGARI_ZERO = 0x0966;

/**
 * A phone number as people dial it: Latin digits, whatever digits it was written in
 * ("+९७७ १-५९७००००" → "+977 1-5970000"), spacing and dashes kept for reading.
 * docs/adr/0017: phone and emergency numbers show in Latin digits in both languages.
 */
export function dialable(phone: string): string {
  return phone
    .trim()
    .replace(/[\u0966-\u096f]/gu, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** The `tel:` address of a number: its digits and a leading `+`, nothing else. */
export function telHref(phone: string): string {
  return `tel:${dialable(phone).replace(/[^\d+]/g, '')}`;
}
