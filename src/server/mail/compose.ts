// How the app's mails are written: a message of plain lines (an empty line separates paragraphs) ending in one link.
import { escapeHtml } from '../lib/html.ts';
import type { MailMessage } from './mailer.ts';

export type Mail = Required<Omit<MailMessage, 'to'>>;

/** One <p> per non-empty line; empty lines only separate paragraphs in the text version. */
export const paragraphs = (lines: string[]): string => lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');

/** The lines, then "label: link" in text and a link labelled `label` in HTML. */
export function linkMail(subject: string, lines: string[], label: string, link: string): Mail {
  const text = [...lines, '', `${label}: ${link}`].join('\n');
  const html = `${paragraphs(lines)}<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>`;
  return { subject, text, html };
}
