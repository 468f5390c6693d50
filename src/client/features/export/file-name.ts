// The exported file is named after the funnel's title, as the user typed it (accents kept),
// minus what a file system refuses: "Lançamento Black Friday.png".

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const FORBIDDEN = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
/** Names Windows reserves whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
const MAX = 120;

export function safeFileName(title: string, ext: 'png' | 'pdf'): string {
  let name = title.normalize('NFC').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  // A trailing dot or space is dropped by Windows; a leading dot hides the file on Unix.
  name = name.replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length > MAX) name = name.slice(0, MAX).trim();
  if (!name || RESERVED.test(name)) name = name ? `${name} funil` : 'funil';
  return `${name}.${ext}`;
}
