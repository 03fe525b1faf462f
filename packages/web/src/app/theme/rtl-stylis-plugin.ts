import type { StylisElement } from '@emotion/cache';

/**
 * A small stylis plugin that mirrors declarations for right-to-left pages: left/right in property
 * names and in the values of text-align, float and clear, and the horizontal parts of 4-value
 * margin/padding/inset shorthands. Enough for the MUI components the portal uses.
 */
const swapSides = (s: string) =>
  s.replace(/\b(left|right)\b|(Left|Right)/g, (m) =>
    m === 'left' ? 'right' : m === 'right' ? 'left' : m === 'Left' ? 'Right' : 'Left',
  );

const SIDE_VALUED = new Set(['text-align', 'float', 'clear']);
const FOUR_SIDED = new Set(['margin', 'padding', 'inset', 'border-width', 'border-style', 'border-color']);

function flipValue(prop: string, value: string): string {
  if (SIDE_VALUED.has(prop)) return swapSides(value);
  if (FOUR_SIDED.has(prop)) {
    const parts = value.trim().split(/\s+(?![^(]*\))/);
    if (parts.length === 4) return [parts[0], parts[3], parts[2], parts[1]].join(' ');
  }
  if (prop === 'border-radius') {
    const parts = value.trim().split(/\s+(?![^(]*\))/);
    if (parts.length === 4) return [parts[1], parts[0], parts[3], parts[2]].join(' ');
  }
  return value;
}

export function rtlStylisPlugin(element: StylisElement): void {
  if (element.type !== 'decl' || typeof element.props !== 'string' || typeof element.children !== 'string') {
    return;
  }
  const prop = element.props;
  const value = element.children;
  const nextProp = /left|right/.test(prop) ? swapSides(prop) : prop;
  const nextValue = flipValue(prop, value);
  if (nextProp !== prop || nextValue !== value) element.return = `${nextProp}:${nextValue};`;
}
