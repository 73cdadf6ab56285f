import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
// Pure checks on message catalogues, shared by the extract and check scripts and their tests.

/** The placeholder and tag names an ICU message uses, e.g. {count}, <b>, read from its syntax tree. */
export function placeholders(message) {
  const names = new Set();
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.type === TYPE.tag) {
        names.add(`<${node.value}>`);
        walk(node.children);
      } else if ('value' in node && node.type !== TYPE.literal && node.type !== TYPE.pound) {
        names.add(node.value);
      }
      if (node.options) for (const option of Object.values(node.options)) walk(option.value);
    }
  };
  try {
    walk(parse(message));
  } catch {
    // Not valid ICU: compare by the plain {name} pattern so the difference still shows.
    for (const m of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:[,}])/g)) names.add(m[1]);
  }
  return [...names].sort();
}

/** Whether a message has words to translate once simple placeholders are removed ("{count}/{max}" has none). */
export function hasWords(message) {
  const bare = message.replace(/\{\s*\w+\s*(?:,\s*(?:number|date|time)\s*(?:,[^{}]*)?)?\}/g, '');
  return /\p{L}/u.test(bare);
}

/**
 * Compares the Nepali catalogue with the English source.
 * @param {Record<string,string>} en  id -> English text (from the source code)
 * @param {Record<string,string>} ne  id -> Nepali text
 * @param {string[]} allowIdentical    ids whose Nepali may equal the English (brand names, codes)
 * @returns {{kind: 'missing'|'extra'|'untranslated'|'placeholders'|'empty', id: string}[]}
 */
export function compareCatalogues(en, ne, allowIdentical = []) {
  const problems = [];
  for (const id of Object.keys(en)) {
    if (!(id in ne)) problems.push({ kind: 'missing', id });
    else if (!ne[id].trim()) problems.push({ kind: 'empty', id });
    else if (ne[id].trim() === en[id].trim() && hasWords(en[id]) && !allowIdentical.includes(id))
      problems.push({ kind: 'untranslated', id });
    else if (placeholders(ne[id]).join() !== placeholders(en[id]).join())
      problems.push({ kind: 'placeholders', id });
  }
  for (const id of Object.keys(ne)) if (!(id in en)) problems.push({ kind: 'extra', id });
  return problems;
}

/** Sorted object, so the committed catalogues diff cleanly. */
export function sortKeys(obj) {
  return Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));
}
