// Colours that reach CSS or SVG (presence, drawings) come from other people's browsers: only
// `#rrggbb` is accepted, so a value can never carry `url(...)`, `;` or an expression.
import { z } from 'zod';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

export const HexColorSchema = z.string().regex(HEX_COLOR, { error: 'Use uma cor no formato #rrggbb' });
