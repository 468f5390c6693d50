// decision 008: publishing a version tells the people who review it. Each active portal access of
// the funnel's client, and each verified public reviewer who took part (decided or commented),
// gets a link to the funnel and what changed since the version they last decided on.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describeChanges, diffContent } from '#shared/canvas/content-diff.ts';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import { APP_ROUTES } from '#shared/routes.ts';
import type { Db } from '../../db/client.ts';
import { agencies, approvals, canvases, canvasVersions, clientAccesses, comments } from '../../db/schema.ts';
import { linkMail } from '../../mail/compose.ts';
import type { AnyCtx } from '../../principal.ts';

interface Recipient {
  email: string;
  link: string;
  /** The version this reviewer last decided on (null: never decided). */
  decidedVersion: number | null;
}

const pathOf = (route: string, param: string) => route.replace(/:[^/]+$/, encodeURIComponent(param));

/** The version the changes are counted from: the one they decided on, else the previous one; null for a first version. */
export function baseVersion(decided: number | null, version: number): number | null {
  if (decided !== null && decided >= 1 && decided < version) return decided;
  return version > 1 ? version - 1 : null;
}

export function composePublishMail(opts: {
  title: string;
  agencyName: string | null;
  version: number;
  link: string;
  change: { base: number; decided: boolean; summary: string } | null;
}): { subject: string; text: string; html: string } {
  const { title, version, link, change } = opts;
  const who = opts.agencyName?.trim() || 'Sua agência';
  const lines = [`${who} publicou a versão ${version} do funil "${title}" para a sua revisão.`];
  if (change) {
    const since = change.decided ? `desde a versão ${change.base}, que você avaliou` : `desde a versão anterior (${change.base})`;
    lines.push('', `O que mudou ${since}: ${change.summary}.`);
  }
  return linkMail(`Nova versão para revisar: ${title}`, lines, 'Abrir o funil', link);
}

async function recipients(db: Db, agencyId: string, canvas: { id: string; clientId: string; publicLink: string | null }, base: string): Promise<Recipient[]> {
  const out = new Map<string, Recipient>();
  const accesses = await db
    .select({ id: clientAccesses.id, email: clientAccesses.email })
    .from(clientAccesses)
    .where(and(eq(clientAccesses.agencyId, agencyId), eq(clientAccesses.clientId, canvas.clientId), eq(clientAccesses.isActive, true)));
  const clientLink = `${base}${pathOf(APP_ROUTES.clientCanvas, canvas.id)}`;
  for (const a of accesses) {
    const [last] = await db
      .select({ version: approvals.version })
      .from(approvals)
      .where(and(eq(approvals.canvasId, canvas.id), eq(approvals.reviewerKind, 'client'), eq(approvals.clientAccessId, a.id)))
      .orderBy(desc(approvals.createdAt))
      .limit(1);
    out.set(a.email.toLowerCase(), { email: a.email, link: clientLink, decidedVersion: last?.version ?? null });
  }
  // A public reviewer is written to only while the public link they used still exists.
  if (!canvas.publicLink) return [...out.values()];
  const publicLink = `${base}${pathOf(APP_ROUTES.publicReview, canvas.publicLink)}`;
  const decided = await db
    .select({ email: sql<string>`lower(${approvals.reviewerEmail})`, version: approvals.version })
    .from(approvals)
    .where(and(eq(approvals.canvasId, canvas.id), eq(approvals.reviewerKind, 'public'), eq(approvals.verified, true), isNotNull(approvals.reviewerEmail)))
    .orderBy(approvals.createdAt);
  const commented = await db
    .selectDistinct({ email: sql<string>`lower(${comments.authorEmail})` })
    .from(comments)
    .where(and(eq(comments.canvasId, canvas.id), eq(comments.authorKind, 'public'), eq(comments.verified, true), isNotNull(comments.authorEmail)));
  const lastDecision = new Map<string, number>();
  for (const d of decided) lastDecision.set(d.email, d.version); // oldest first: the newest wins
  for (const email of new Set([...decided.map((d) => d.email), ...commented.map((c) => c.email)])) {
    if (!email || out.has(email)) continue; // an access of the client hears through the portal link
    out.set(email, { email, link: publicLink, decidedVersion: lastDecision.get(email) ?? null });
  }
  return [...out.values()];
}

/**
 * Emails the reviewers of a newly published version. Called after the publish is stored: any
 * failure (one address or the whole lookup) is logged and never undoes the publish.
 */
export async function notifyPublished(
  ctx: AnyCtx<'mailer' | 'publicUrl' | 'log'>,
  { agencyId, canvasId, version }: { agencyId: string; canvasId: string; version: number },
): Promise<void> {
  try {
    const [c] = await ctx.db
      .select({ id: canvases.id, title: canvases.title, clientId: canvases.clientId, publicLink: canvases.publicLink, agencyName: agencies.name })
      .from(canvases)
      .innerJoin(agencies, eq(agencies.id, canvases.agencyId))
      .where(and(eq(canvases.id, canvasId), eq(canvases.agencyId, agencyId)))
      .limit(1);
    if (!c) return;
    const to = await recipients(ctx.db, agencyId, c, ctx.publicUrl.replace(/\/$/, ''));
    if (!to.length) return;
    const wanted = new Set<number>([version]);
    for (const r of to) {
      const b = baseVersion(r.decidedVersion, version);
      if (b !== null) wanted.add(b);
    }
    const rows = await ctx.db
      .select({ version: canvasVersions.version, content: canvasVersions.content })
      .from(canvasVersions)
      .where(and(eq(canvasVersions.canvasId, canvasId), eq(canvasVersions.agencyId, agencyId), inArray(canvasVersions.version, [...wanted])));
    const contentOf = new Map(rows.map((r) => [r.version, sanitizeContent(r.content)]));
    const current = contentOf.get(version);
    for (const r of to) {
      const b = baseVersion(r.decidedVersion, version);
      const before = b !== null ? contentOf.get(b) : undefined;
      const change =
        b !== null && before && current ? { base: b, decided: r.decidedVersion === b, summary: describeChanges(diffContent(before, current).counts) } : null;
      const msg = composePublishMail({ title: c.title, agencyName: c.agencyName, version, link: r.link, change });
      try {
        await ctx.mailer.send({ to: r.email, ...msg });
      } catch (err) {
        ctx.log.error({ err, to: r.email, canvasId }, 'falha ao enviar aviso de publicação');
      }
    }
  } catch (err) {
    ctx.log.error({ err, canvasId, version }, 'falha ao preparar avisos de publicação');
  }
}
