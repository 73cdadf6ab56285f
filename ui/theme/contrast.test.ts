import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readTokens } from './contrast';

const css = readFileSync(path.join(import.meta.dirname, '../styles/tokens.css'), 'utf8');
const light = readTokens(css, ':root');
const themes = { light, dark: { ...light, ...readTokens(css, '.dark') } };

/** Every text colour that components put on a background, as [text, background]. */
const TEXT_PAIRS: [string, string][] = [
  ['foreground', 'background'],
  ['foreground', 'muted'],
  ['foreground', 'accent'],
  ['surface-foreground', 'surface'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'surface'],
  ['muted-foreground', 'muted'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['secondary-foreground', 'secondary'],
  ['secondary-foreground', 'secondary-hover'],
  ['accent-foreground', 'accent'],
  ['success-foreground', 'success'],
  ['warning-foreground', 'warning'],
  ['danger-foreground', 'danger'],
  ['danger-foreground', 'danger-hover'],
  ['info-foreground', 'info'],
  // Coloured text: links, error and status messages.
  ['primary', 'background'],
  ['primary', 'surface'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['success', 'background'],
  ['success', 'surface'],
  ['warning', 'background'],
  ['warning', 'surface'],
  ['info', 'background'],
  ['info', 'surface'],
  ['secondary', 'background'],
  ['secondary', 'surface'],
];

/** Boundaries a person must see to use a control (WCAG 1.4.11): 3:1. */
const UI_PAIRS: [string, string][] = [
  ['input', 'background'],
  ['input', 'surface'],
  ['ring', 'background'],
  ['ring', 'surface'],
  ['primary', 'muted'],
];

describe.each(Object.entries(themes))('%s theme', (_name, tokens) => {
  it.each(TEXT_PAIRS)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(tokens[fg], `--${fg}`).toBeDefined();
    expect(tokens[bg], `--${bg}`).toBeDefined();
    expect(contrastRatio(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('boundary %s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
