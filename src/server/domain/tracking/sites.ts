// The agency's traffic site (docs/decisions/026-traffic-without-personal-data.md): one per
// agency, made on first read, its key random and public (it sits on the client's pages), its
// allowed domains the only pages whose events are stored.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { todayInZone } from '#shared/due-date.ts';
import { snippetFor, type TrackingDomainsSchema, type TrackingSettings, type WeeklyMail } from '#shared/schemas/tracking.ts';
import type { Db } from '../../db/client.ts';
import { trackingSites } from '../../db/tracking-schema.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';

export interface Site {
  agencyId: string;
  domains: string[];
}

/** How long this process trusts a site it read: a domain added on another instance counts after at most this. */
const SITE_TTL_MS = 30_000;
const sites = new Map<string, { site: Site | null; at: number }>();

/** The site behind a snippet's key, or null; read through a short per-process cache (every collect call asks). */
export async function siteByKey(db: Db, key: string, now = Date.now()): Promise<Site | null> {
  const hit = sites.get(key);
  if (hit && now - hit.at < SITE_TTL_MS) return hit.site;
  const [row] = await db
    .select({ agencyId: trackingSites.agencyId, domains: trackingSites.allowedDomains })
    .from(trackingSites)
    .where(eq(trackingSites.siteKey, key));
  const site = row ? { agencyId: row.agencyId, domains: row.domains } : null;
  // Unknown keys are remembered too, so a flood of made-up keys costs one read each per TTL at most.
  if (sites.size > 10_000) sites.clear();
  sites.set(key, { site, at: now });
  return site;
}

async function siteOf(db: Db, agencyId: string) {
  const [made] = await db
    .insert(trackingSites)
    .values({ agencyId, siteKey: randomToken(12) })
    .onConflictDoNothing({ target: trackingSites.agencyId })
    .returning();
  if (made) return made;
  const [row] = await db.select().from(trackingSites).where(eq(trackingSites.agencyId, agencyId));
  return row;
}

type SiteRow = typeof trackingSites.$inferSelect;

const settings = (publicUrl: string, row: SiteRow): TrackingSettings => ({
  siteKey: row.siteKey,
  snippet: snippetFor(publicUrl, row.siteKey),
  allowedDomains: row.allowedDomains,
  weeklyMail: { enabled: row.weeklyMail, clients: row.weeklyMailClients },
});

/** GET /api/agency/tracking: any member of the agency (the snippet is no secret: it is on the client's pages). */
export async function getTracking({ db, actor, publicUrl }: AgencyCtx<'publicUrl'>): Promise<TrackingSettings> {
  requireCan(actor, 'canvases:read');
  return settings(publicUrl, await siteOf(db, actor.agencyId));
}

/** PUT /api/agency/tracking: owner and admin. */
export async function setTrackingDomains(
  { db, actor, publicUrl }: AgencyCtx<'publicUrl'>,
  input: z.output<typeof TrackingDomainsSchema>,
): Promise<TrackingSettings> {
  requireCan(actor, 'agency:write');
  const site = await siteOf(db, actor.agencyId);
  const [row] = await db.update(trackingSites).set({ allowedDomains: input.allowedDomains }).where(eq(trackingSites.agencyId, actor.agencyId)).returning();
  sites.delete(site.siteKey);
  return settings(publicUrl, row);
}

/**
 * PUT /api/agency/tracking/weekly-mail: owner and admin. Switched on, the current week counts as
 * sent: the first mail is next Monday's, about a whole week, not one for the week already gone.
 */
export async function setWeeklyMail({ db, actor, publicUrl, clock }: AgencyCtx<'publicUrl' | 'clock'>, input: WeeklyMail): Promise<TrackingSettings> {
  requireCan(actor, 'agency:write');
  const before = await siteOf(db, actor.agencyId);
  const [row] = await db
    .update(trackingSites)
    .set({
      weeklyMail: input.enabled,
      weeklyMailClients: input.clients,
      ...(input.enabled && !before.weeklyMail ? { weeklyMailWeek: weekOf(clock.now()) } : {}),
    })
    .where(eq(trackingSites.agencyId, actor.agencyId))
    .returning();
  return settings(publicUrl, row);
}

/** The Monday (YYYY-MM-DD) of the São Paulo week holding `now`. */
export function weekOf(now: Date): string {
  const d = new Date(`${todayInZone(now)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
