// White text on a component's colour: the catalogue's colours are bright (Tailwind 500s) and white
// small text on most of them is below WCAG AA's 4.5:1; the hue stays, only darker.

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

function parse(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return null;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** Contrast ratio of white on `hex` (#rrggbb). */
export const whiteContrast = (hex: string) => {
  const rgb = parse(hex);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : 1;
};

/** `hex` darkened just enough for white text on it to reach 4.5:1; a colour that already does is kept. */
export function shadeForWhiteText(hex: string): string {
  let rgb = parse(hex);
  if (!rgb) return hex;
  while (1.05 / (luminance(rgb) + 0.05) < 4.5) rgb = rgb.map((c) => Math.floor(c * 0.95)) as [number, number, number];
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
