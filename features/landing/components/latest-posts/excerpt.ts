/**
 * The start of a post as one short paragraph: whitespace collapsed, cut at a word
 * boundary near `max` characters, with an ellipsis when anything was left out.
 */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word (a URL, say) is cut where it stands.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : flat.slice(0, max);
  return `${head.replace(/[\s.,;:!?–—-]+$/u, '')}…`;
}
