/**
 * Pricing an order from a pharmacy's price list (ADR 0034): a line matches the list entry
 * whose name the ordered name starts with (case and spacing aside), preferring the entry
 * whose strength appears in the ordered name or dosage. A line without a match, or
 * matching an entry without a price, is confirmed by the pharmacy: it carries no price and
 * the total leaves it out. All sums in paisa.
 */

export type ListEntry = {
  name: string;
  strength: string;
  price_paisa: number | null;
  prescription_only: boolean;
};

export type Line = { name: string; dosage: string; quantity: number; instructions: string };

export type PricedLine = Line & { price_paisa: number | null; prescription_only: boolean };

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const compact = (s: string) => s.toLowerCase().replace(/\s+/g, '');

export function matchEntry(list: ListEntry[], line: Pick<Line, 'name' | 'dosage'>) {
  const name = norm(line.name);
  const candidates = list.filter((e) => {
    const entry = norm(e.name);
    return name === entry || name.startsWith(`${entry} `) || name.startsWith(`${entry}(`);
  });
  if (candidates.length === 0) return undefined;
  const text = compact(`${line.name} ${line.dosage}`);
  return (
    candidates.find((e) => e.strength && text.includes(compact(e.strength.split(',')[0]!))) ??
    candidates[0]
  );
}

export function priceLines(list: ListEntry[], lines: Line[]) {
  const priced: PricedLine[] = lines.map((line) => {
    const entry = matchEntry(list, line);
    return {
      ...line,
      price_paisa: entry?.price_paisa ?? null,
      prescription_only: entry?.prescription_only ?? false,
    };
  });
  const subtotal = priced.reduce(
    (sum, l) => sum + (l.price_paisa === null ? 0 : l.price_paisa * l.quantity),
    0,
  );
  return { priced, subtotal, priceToConfirm: priced.some((l) => l.price_paisa === null) };
}
