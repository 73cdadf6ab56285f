import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

/**
 * The kit's class merge: a later utility overrides an earlier one of the same property
 * (`cn(buttonVariants(...), 'px-0 text-danger')`). tailwind-merge's full configuration knows
 * every Tailwind utility; with it, `cn` was 8.7 KB of every page's first load (gzip) and
 * built a class map of all of them while the page hydrated (ADR 0054). This one knows the
 * utility groups the kit and the features use, which `cn.test.ts` checks against the full
 * merge over every class list the stories draw. A utility outside these groups is kept as
 * it is, so one added later merges only once its group is listed here.
 */
const isAny = () => true;
/**
 * Our theme's own values (globals.css) are left out of their groups, as the full
 * configuration leaves them: `min-h-touch` and `min-h-0` are both kept and the stylesheet's
 * order decides, which is how every screen has looked (ADR 0054).
 */
const isSpacing = (value: string) => value !== 'touch';
const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value));
/** `text-sm`, `text-base`, `text-2xl`, `text-[0.8125rem]`: a font size, not a colour. */
const fontSize = (value: string) =>
  /^(base|(\d+(\.\d+)?)?(xs|sm|md|lg|xl))$|^\[(length:)?[\d.]+(px|r?em|%|v[hw]|ch)\]$/.test(value);

const SIDES = ['', 'x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
/** `p`, `px`, `py`, `ps`…; with `-` between (`border`, `border-x`…) when `dash`. */
const sides = (prefix: string, dash = '') =>
  SIDES.map((side) => (side ? `${prefix}${dash}${side}` : prefix));
const spacing = (prefix: string) =>
  Object.fromEntries(sides(prefix).map((key) => [key, [{ [key]: [isSpacing] }]]));
/** `p` overrides `px`…; `px` overrides `pr`, `pl`, `ps` and `pe`; `py` overrides `pt` and `pb`. */
const sideConflicts = (prefix: string) => ({
  [prefix]: sides(prefix).slice(1),
  [`${prefix}x`]: [`${prefix}r`, `${prefix}l`, `${prefix}s`, `${prefix}e`],
  [`${prefix}y`]: [`${prefix}t`, `${prefix}b`],
});
/** `border`, `border-2`, `ring-[3px]`: a width, not a colour. */
const width = (value: string) => value === '' || isNumber(value) || /^\[[\d.]+px\]$/.test(value);

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    // Layout
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'table',
      'table-row',
      'table-cell',
      'list-item',
      'hidden',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    'sr-only': ['sr-only', 'not-sr-only'],
    visibility: ['visible', 'invisible', 'collapse'],
    overflow: [{ overflow: [isAny] }],
    'overflow-x': [{ 'overflow-x': [isAny] }],
    'overflow-y': [{ 'overflow-y': [isAny] }],
    inset: [{ inset: [isSpacing] }],
    'inset-x': [{ 'inset-x': [isSpacing] }],
    'inset-y': [{ 'inset-y': [isSpacing] }],
    start: [{ start: [isSpacing] }],
    end: [{ end: [isSpacing] }],
    top: [{ top: [isSpacing] }],
    right: [{ right: [isSpacing] }],
    bottom: [{ bottom: [isSpacing] }],
    left: [{ left: [isSpacing] }],
    z: [{ z: [isAny] }],
    // Flex and grid
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: [isAny] }],
    grow: [{ grow: ['', isAny] }],
    shrink: [{ shrink: ['', isAny] }],
    basis: [{ basis: [isSpacing] }],
    order: [{ order: [isAny] }],
    'grid-cols': [{ 'grid-cols': [isAny] }],
    'grid-rows': [{ 'grid-rows': [isAny] }],
    'col-span': [{ col: [isAny] }],
    'justify-content': [{ justify: [isAny] }],
    'justify-items': [{ 'justify-items': [isAny] }],
    'justify-self': [{ 'justify-self': [isAny] }],
    'align-items': [{ items: [isAny] }],
    'align-self': [{ self: [isAny] }],
    'align-content': [{ content: [isAny] }],
    'place-items': [{ 'place-items': [isAny] }],
    gap: [{ gap: [isSpacing] }],
    'gap-x': [{ 'gap-x': [isSpacing] }],
    'gap-y': [{ 'gap-y': [isSpacing] }],
    'space-x': [{ 'space-x': [isSpacing] }],
    'space-y': [{ 'space-y': [isSpacing] }],
    // Spacing and sizing
    ...spacing('p'),
    ...spacing('m'),
    size: [{ size: [isSpacing] }],
    w: [{ w: [isSpacing] }],
    h: [{ h: [isSpacing] }],
    'min-w': [{ 'min-w': [isSpacing] }],
    'min-h': [{ 'min-h': [isSpacing] }],
    'max-w': [{ 'max-w': [isSpacing] }],
    'max-h': [{ 'max-h': [isSpacing] }],
    aspect: [{ aspect: [isAny] }],
    // Typography
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'font-size': [{ text: [fontSize] }],
    'text-color': [{ text: [isAny] }],
    'font-weight': [
      {
        font: [
          'thin',
          'extralight',
          'light',
          'normal',
          'medium',
          'semibold',
          'bold',
          'extrabold',
          'black',
        ],
      },
    ],
    'font-family': [{ font: [isAny] }],
    'font-style': ['italic', 'not-italic'],
    'tabular-nums': ['tabular-nums', 'normal-nums'],
    leading: [{ leading: [isAny] }],
    tracking: [{ tracking: [isAny] }],
    'line-clamp': [{ 'line-clamp': [isAny] }],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'underline-offset': [{ 'underline-offset': [isAny] }],
    whitespace: [{ whitespace: [isAny] }],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'list-style-type': [{ list: ['none', 'disc', 'decimal'] }],
    'list-style-position': [{ list: ['inside', 'outside'] }],
    // Backgrounds, borders, effects
    'bg-size': [{ bg: ['auto', 'cover', 'contain'] }],
    'bg-repeat': [{ bg: ['repeat', 'no-repeat'] }],
    'bg-position': [{ bg: ['center', 'top', 'bottom', 'left', 'right'] }],
    'bg-color': [{ bg: [isAny] }],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    ...Object.fromEntries(
      sides('border', '-').map((key) => [`${key}-w`, [{ [key]: ['', width] }]]),
    ),
    ...Object.fromEntries(
      sides('border', '-').map((key) => [`${key}-color`, [{ [key]: [isAny] }]]),
    ),
    rounded: [{ rounded: ['', isAny] }],
    ...Object.fromEntries(
      ['s', 'e', 't', 'r', 'b', 'l'].map((side) => [
        `rounded-${side}`,
        [{ [`rounded-${side}`]: ['', isAny] }],
      ]),
    ),
    shadow: [{ shadow: ['', isAny] }],
    'ring-w': [{ ring: ['', width] }],
    'ring-color': [{ ring: [isAny] }],
    'ring-offset-w': [{ 'ring-offset': [isNumber] }],
    'ring-offset-color': [{ 'ring-offset': [isAny] }],
    'outline-style': [{ outline: ['none', 'solid', 'dashed', 'hidden'] }],
    opacity: [{ opacity: [isAny] }],
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    // Interaction and motion
    cursor: [{ cursor: [isAny] }],
    'pointer-events': [{ 'pointer-events': [isAny] }],
    select: [{ select: [isAny] }],
    resize: [{ resize: ['', 'none', 'x', 'y'] }],
    transition: [{ transition: ['', isAny] }],
    duration: [{ duration: [(value: string) => !/^(fast|normal|slow)$/.test(value)] }],
    ease: [{ ease: [(value: string) => value !== 'standard'] }],
    delay: [{ delay: [isAny] }],
    animate: [{ animate: [isAny] }],
    translate: [{ translate: [isAny] }],
    'translate-x': [{ 'translate-x': [isAny] }],
    'translate-y': [{ 'translate-y': [isAny] }],
    scale: [{ scale: [isAny] }],
    rotate: [{ rotate: [isAny] }],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'grow', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    ...sideConflicts('p'),
    ...sideConflicts('m'),
    size: ['w', 'h'],
    'font-size': ['leading'],
    'border-w': sides('border', '-')
      .slice(1)
      .map((key) => `${key}-w`),
    'border-x-w': ['border-r-w', 'border-l-w'],
    'border-y-w': ['border-t-w', 'border-b-w'],
    'border-color': sides('border', '-')
      .slice(1)
      .map((key) => `${key}-color`),
    'border-x-color': ['border-r-color', 'border-l-color'],
    'border-y-color': ['border-t-color', 'border-b-color'],
    rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
    translate: ['translate-x', 'translate-y'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [
    'before',
    'after',
    'placeholder',
    'file',
    'marker',
    'selection',
    '*',
    '**',
  ],
}));

/** Merges class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
