// D10, D12: each approval, adjustment request and client/public comment is emailed to the
// agency owner and to the funnel's creator, with a link to the funnel in the editor.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { canvases, users } from '../../db/schema.ts';
import type { Services } from '../../principal.ts';

/** What sending needs from the operation's ctx (any principal). */
export type NotifyDeps = { db: Db } & Pick<Services, 'mailer' | 'publicUrl' | 'log'>;

export type ActivityEvent =
  | { type: 'approval'; reviewerName: string; feedback: string }
  | { type: 'adjustment_request'; reviewerName: string; feedback: string }
  | { type: 'rejection'; reviewerName: string; feedback: string }
  | { type: 'comment'; reviewerName: string; comments: string[] };

export function editorLink(publicUrl: string, canvasId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/dashboard/canvas-editor?id=${encodeURIComponent(canvasId)}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

export function composeMessage(event: ActivityEvent, canvasTitle: string, link: string): { subject: string; text: string; html: string } {
  let subject: string;
  let lines: string[];
  switch (event.type) {
    case 'approval':
      subject = `Funil aprovado: ${canvasTitle}`;
      lines = [`${event.reviewerName} aprovou o funil "${canvasTitle}".`, ...(event.feedback.trim() ? ['', `Comentário: ${event.feedback.trim()}`] : [])];
      break;
    case 'adjustment_request':
      subject = `Ajuste solicitado: ${canvasTitle}`;
      lines = [`${event.reviewerName} solicitou ajustes no funil "${canvasTitle}".`, '', `Observações do Cliente: ${event.feedback.trim()}`];
      break;
    case 'rejection':
      subject = `Funil rejeitado: ${canvasTitle}`;
      lines = [`${event.reviewerName} rejeitou o funil "${canvasTitle}".`, '', `Motivo: ${event.feedback.trim()}`];
      break;
    case 'comment':
      subject = `Novo comentário em ${canvasTitle}`;
      lines = [`${event.reviewerName} comentou no funil "${canvasTitle}":`, '', ...event.comments.map((c) => `"${c}"`)];
      break;
  }
  const text = [...lines, '', `Abrir o funil: ${link}`].join('\n');
  const html = `${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('')}<p><a href="${escapeHtml(link)}">Abrir o funil</a></p>`;
  return { subject, text, html };
}

/** The owner (D3) and the funnel's creator, each once. */
export async function notificationRecipients(db: Db, agencyId: string, canvasId: string): Promise<{ title: string; to: string[] } | null> {
  const [canvas] = await db
    .select({ title: canvases.title, userId: canvases.userId })
    .from(canvases)
    .where(and(eq(canvases.id, canvasId), eq(canvases.agencyId, agencyId)))
    .limit(1);
  if (!canvas) return null;
  const owners = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.isAgencyUser, false)));
  const to = owners.map((o) => o.email);
  if (canvas.userId) {
    const [creator] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, canvas.userId), eq(users.agencyId, agencyId)))
      .limit(1);
    if (creator) to.push(creator.email);
  }
  return { title: canvas.title, to: [...new Set(to.map((e) => e.toLowerCase()))] };
}

/**
 * Sends the notification. The decision is already stored: a mail failure is logged with
 * its cause and does not undo it (the activity list still shows the event, D10).
 */
export async function notifyAgency(deps: NotifyDeps, agencyId: string, canvasId: string, event: ActivityEvent): Promise<void> {
  const r = await notificationRecipients(deps.db, agencyId, canvasId);
  if (!r) return;
  const msg = composeMessage(event, r.title, editorLink(deps.publicUrl, canvasId));
  for (const to of r.to) {
    try {
      await deps.mailer.send({ to, ...msg });
    } catch (err) {
      deps.log.error({ err, to, canvasId }, 'falha ao enviar notificação');
    }
  }
}
