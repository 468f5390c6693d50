// Colours that reach CSS or SVG (presence, drawings) come from other people's browsers: only
// `#rrggbb` is accepted, so a value can never carry `url(...)`, `;` or an expression. No zod here:
// the canvas pages check colours while drawing; the schema (content.ts) is built from the same pattern.

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const HEX_COLOR_MESSAGE = 'Use uma cor no formato #rrggbb';

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}
