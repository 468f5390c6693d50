// The digest mail: what one reviewer did on one funnel while their mails were held back; for the
// unverified guests of a funnel, gathered together, each line says who wrote it.
import { escapeHtml } from '../../lib/html.ts';
import type { ActivityEvent } from './activity-event.ts';

const KINDS: { type: ActivityEvent['type']; one: string; many: string }[] = [
  { type: 'comment', one: 'comentário', many: 'comentários' },
  { type: 'approval', one: 'aprovação', many: 'aprovações' },
  { type: 'adjustment_request', one: 'pedido de ajustes', many: 'pedidos de ajustes' },
  { type: 'rejection', one: 'rejeição', many: 'rejeições' },
];

/** How many of each kind; a comment event may carry several comments, each counts. */
export function countEvents(events: ActivityEvent[]): Record<ActivityEvent['type'], number> {
  const counts: Record<ActivityEvent['type'], number> = { comment: 0, approval: 0, adjustment_request: 0, rejection: 0 };
  for (const e of events) counts[e.type] += e.type === 'comment' ? e.comments.length : 1;
  return counts;
}

function describe(e: ActivityEvent): string {
  switch (e.type) {
    case 'comment':
      return e.comments.map((c) => `Comentário: "${c}"`).join('\n');
    case 'approval':
      return e.feedback.trim() ? `Aprovou: "${e.feedback.trim()}"` : 'Aprovou o funil.';
    case 'adjustment_request':
      return `Solicitou ajustes: "${e.feedback.trim()}"`;
    case 'rejection':
      return `Rejeitou: "${e.feedback.trim()}"`;
  }
}

/** `unverified`: the events of every unverified guest of the funnel, gathered together. */
export function composeDigest(events: ActivityEvent[], canvasTitle: string, link: string, unverified = false): { subject: string; text: string; html: string } {
  const names = [...new Set(events.map((e) => e.reviewerName))];
  const counts = countEvents(events);
  const summary = KINDS.filter((k) => counts[k.type] > 0)
    .map((k) => `${counts[k.type]} ${counts[k.type] === 1 ? k.one : k.many}`)
    .join(', ');
  const subject = `Resumo de atividade em ${canvasTitle}: ${summary}`;
  const several = unverified && names.length > 1;
  const intro = several
    ? `${names.length} revisores não verificados no funil "${canvasTitle}": ${summary}.`
    : `${names[0] ?? ''}${unverified ? ' (não verificado)' : ''} no funil "${canvasTitle}": ${summary}.`;
  const items = events.flatMap((e) =>
    describe(e)
      .split('\n')
      .map((line) => (several ? `${e.reviewerName}: ${line}` : line)),
  );
  const text = [intro, '', ...items.map((i) => `- ${i}`), '', `Abrir o funil: ${link}`].join('\n');
  const html = `<p>${escapeHtml(intro)}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul><p><a href="${escapeHtml(link)}">Abrir o funil</a></p>`;
  return { subject, text, html };
}
