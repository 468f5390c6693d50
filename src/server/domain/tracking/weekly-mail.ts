// The weekly results mail (docs/decisions/026-traffic-without-personal-data.md): each Monday
// (São Paulo), for each agency that asked for it, last week's figures of each live funnel with a
// step bound to traffic, beside the forecast; to the owner, and, when the agency chose so, to
// each client about its own funnels that show results. Each week is claimed once in the database
// (tracking_sites.weekly_mail_week), so it goes out once whatever instance runs the job.
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { formatPeople, formatReais } from '#shared/canvas/forecast.ts';
import { CLIENT_VISIBLE_STATUSES } from '#shared/funnel-status.ts';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';
import type { Db } from '../../db/client.ts';
import { agencies, canvases, clientAccesses, clients, users } from '../../db/schema.ts';
import { trackingSites } from '../../db/tracking-schema.ts';
import { linkMail } from '../../mail/compose.ts';
import type { SystemCtx } from '../../principal.ts';
import { findPublishedVersion } from '../canvases/published-version.ts';
import { clientPortalLink } from '../reminders/reminder-mail.ts';
import { resultsOf } from './results.ts';
import { weekOf } from './sites.ts';

export type WeeklyCtx = SystemCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>;

const shift = (day: string, by: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
};
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

interface Live {
  id: string;
  title: string;
  clientId: string;
  clientName: string;
  version: number;
  showResults: boolean;
  content: unknown;
}

/** One line per funnel: people at its first and last tracked steps, and revenue beside the forecast's. */
export function funnelLine(title: string, r: ResultsAnswer): string | null {
  if (!r.steps.length) return null;
  const first = r.steps[0];
  const last = r.steps[r.steps.length - 1];
  const people = formatPeople; // "1 pessoa", "1.830 pessoas"
  const planned = first.forecast?.people == null ? '' : ` (previsto ${first.forecast.people.toLocaleString('pt-BR')})`;
  const path = r.steps.length > 1 ? `${people(first.visitors)}${planned} → ${people(last.visitors)}` : `${people(first.visitors)}${planned}`;
  const revenue =
    r.revenue > 0 || r.forecastRevenue ? ` · receita ${formatReais(r.revenue)}${r.forecastRevenue ? ` (prevista ${formatReais(r.forecastRevenue)})` : ''}` : '';
  return `${title}: ${path}${revenue}`;
}

async function liveFunnels(db: Db, agencyId: string): Promise<Live[]> {
  return db
    .select({
      id: canvases.id,
      title: canvases.title,
      clientId: canvases.clientId,
      clientName: clients.name,
      version: canvases.version,
      showResults: canvases.showResults,
      content: canvases.content,
    })
    .from(canvases)
    .innerJoin(clients, eq(clients.id, canvases.clientId))
    .where(and(eq(canvases.agencyId, agencyId), inArray(canvases.status, [...CLIENT_VISIBLE_STATUSES])))
    .orderBy(canvases.title);
}

/** Claims this week for the agencies that want the mail and have not had it: each row once. */
async function claimWeek(db: Db, week: string) {
  return db
    .update(trackingSites)
    .set({ weeklyMailWeek: week })
    .where(and(eq(trackingSites.weeklyMail, true), or(isNull(trackingSites.weeklyMailWeek), lt(trackingSites.weeklyMailWeek, week))))
    .returning({ agencyId: trackingSites.agencyId, clients: trackingSites.weeklyMailClients });
}

/** The scheduler's job: answers how many mails went out. */
export async function sendWeeklyResults(ctx: WeeklyCtx): Promise<{ sent: number }> {
  const { db, mailer, publicUrl, clock } = ctx;
  const week = weekOf(clock.now());
  const period = { from: shift(week, -7), to: shift(week, -1) };
  const label = `de ${shortDay(period.from)} a ${shortDay(period.to)}`;
  let sent = 0;
  for (const site of await claimWeek(db, week)) {
    const [owner] = await db
      .select({ email: users.email, agencyName: agencies.name })
      .from(users)
      .innerJoin(agencies, eq(agencies.id, users.agencyId))
      .where(and(eq(users.agencyId, site.agencyId), eq(users.isAgencyUser, false)));
    const funnels = await liveFunnels(db, site.agencyId);
    const agencyLines: string[] = [];
    const byClient = new Map<string, { name: string; lines: string[]; firstId: string }>();
    for (const f of funnels) {
      const line = funnelLine(f.title, await resultsOf(db, site.agencyId, f.content as CanvasContent, period, clock.now()));
      if (line) agencyLines.push(`${line} — cliente ${f.clientName}`);
      if (!site.clients || !f.showResults) continue;
      const published = await findPublishedVersion(db, site.agencyId, f.id, f.version);
      const shown = published && funnelLine(f.title, await resultsOf(db, site.agencyId, published.content, period, clock.now()));
      if (!shown) continue;
      const entry = byClient.get(f.clientId) ?? { name: f.clientName, lines: [], firstId: f.id };
      entry.lines.push(shown);
      byClient.set(f.clientId, entry);
    }
    if (owner && agencyLines.length) {
      await mailer.send({
        to: owner.email,
        ...linkMail(
          `Resultados da semana ${label}`,
          [`Resultados dos funis de ${owner.agencyName} na semana ${label}:`, '', ...agencyLines, '', 'Pessoas contadas por dia, sem cookies.'],
          'Abrir os funis',
          `${publicUrl.replace(/\/$/, '')}/dashboard/funnels`,
        ),
      });
      sent += 1;
    }
    for (const [clientId, c] of byClient) {
      const accesses = await db
        .select({ email: clientAccesses.email })
        .from(clientAccesses)
        .where(and(eq(clientAccesses.agencyId, site.agencyId), eq(clientAccesses.clientId, clientId), eq(clientAccesses.isActive, true)));
      for (const a of accesses) {
        await mailer.send({
          to: a.email,
          ...linkMail(
            `Resultados dos seus funis na semana ${label}`,
            ['Olá,', '', `${owner?.agencyName ?? 'Sua agência'} compartilha os resultados da semana ${label}:`, '', ...c.lines],
            'Ver no portal',
            clientPortalLink(publicUrl, c.firstId),
          ),
        });
        sent += 1;
      }
    }
  }
  return { sent };
}
