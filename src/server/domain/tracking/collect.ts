// POST /api/collect (docs/decisions/026-traffic-without-personal-data.md): the snippet's events,
// checked, reduced to what the map needs (a path or an event name, the URL without anything but
// its utm_* parameters, a daily visitor hash) and committed before the answer.
import { todayInZone } from '#shared/due-date.ts';
import { COLLECT_MAX_EVENTS, type CollectEvent, CollectEventSchema, hostAllowed } from '#shared/schemas/tracking.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AnonCtx } from '../../principal.ts';
import type { EventBatch, EventRow } from './event-batch.ts';
import { siteByKey } from './sites.ts';
import { saltOf, visitorHash } from './visitors.ts';

export const BAD_EVENT_MSG = 'Evento inválido.';
export const UNKNOWN_SITE_MSG = 'Site desconhecido. Confira o data-site do script.';
export const FOREIGN_PAGE_MSG = 'Esta página não está entre os domínios permitidos deste site.';
export const SITE_LIMIT_MSG = 'Muitos eventos para este site. Tente de novo em instantes.';

// Crawlers, link previews, monitors, scripts and headless browsers name themselves in the user
// agent; a real browser's never contains these words.
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|headless|phantom|puppeteer|playwright|selenium|lighthouse|pagespeed|preview|facebookexternalhit|whatsapp|curl\/|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|monitor|uptime|pingdom/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT.test(userAgent);
}

/** The URL as it is kept: origin and path, plus only its utm_* parameters; null when not http(s). */
export function keptUrl(raw: string): URL | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const kept = new URL(u.origin + u.pathname);
  for (const [k, v] of u.searchParams) if (k.startsWith('utm_')) kept.searchParams.append(k, v.slice(0, 200));
  return kept;
}

/** Events per site and minute, counted by this process (the per-address limit is the route's, shared through Redis). */
class SiteWindow {
  private counts = new Map<string, number>();
  private start = 0;
  take(key: string, n: number, max: number, now: number): boolean {
    if (now - this.start >= 60_000) {
      this.counts.clear();
      this.start = now;
    }
    const next = (this.counts.get(key) ?? 0) + n;
    if (next > max) return false;
    this.counts.set(key, next);
    return true;
  }
}
const perSite = new SiteWindow();

export interface CollectInput {
  /** The parsed body: one event or an array of them. */
  body: unknown;
  origin: string | undefined;
  address: string;
  userAgent: string | undefined;
}

export interface CollectDeps {
  batch: EventBatch;
  perSitePerMinute: number;
}

function parseEvents(body: unknown): CollectEvent[] {
  const list = Array.isArray(body) ? body : [body];
  if (list.length < 1 || list.length > COLLECT_MAX_EVENTS) throw new AppError('VALIDATION', BAD_EVENT_MSG);
  return list.map((e) => {
    const r = CollectEventSchema.safeParse(e);
    if (!r.success) throw new AppError('VALIDATION', BAD_EVENT_MSG);
    return r.data;
  });
}

/** Stores the call's events and answers how many; a bot's are dropped (0), anything refused stores nothing. */
export async function collect({ db, clock }: AnonCtx<'clock'>, deps: CollectDeps, input: CollectInput): Promise<{ accepted: number }> {
  if (isBot(input.userAgent)) return { accepted: 0 };
  const events = parseEvents(input.body);
  const key = events[0].site;
  if (events.some((e) => e.site !== key)) throw new AppError('VALIDATION', BAD_EVENT_MSG);
  const site = await siteByKey(db, key);
  if (!site) throw notFound(UNKNOWN_SITE_MSG);
  // A page whose Referrer-Policy is no-referrer sends `Origin: null`: then its events' URLs
  // (checked below, as always) are all there is to go by. No Origin at all is not a browser.
  if (input.origin !== 'null') {
    let originHost: string;
    try {
      originHost = new URL(input.origin ?? '').hostname;
    } catch {
      throw new AppError('FORBIDDEN', FOREIGN_PAGE_MSG);
    }
    if (!hostAllowed(originHost, site.domains)) throw new AppError('FORBIDDEN', FOREIGN_PAGE_MSG);
  }
  const urls = events.map((e) => keptUrl(e.url));
  if (urls.some((u) => u === null)) throw new AppError('VALIDATION', BAD_EVENT_MSG);
  if (urls.some((u) => !hostAllowed((u as URL).hostname, site.domains))) throw new AppError('FORBIDDEN', FOREIGN_PAGE_MSG);
  const now = clock.now();
  if (!perSite.take(key, events.length, deps.perSitePerMinute, now.getTime())) throw new AppError('RATE_LIMITED', SITE_LIMIT_MSG);
  const day = todayInZone(now);
  const visitor = visitorHash(await saltOf(db, day), input.address, input.userAgent ?? '', key);
  const rows: EventRow[] = events.map((e, i) => {
    const url = urls[i] as URL;
    const base = { agencyId: site.agencyId, day, visitor, url: url.href.slice(0, 2048) };
    if (e.type === 'pageview') return { ...base, kind: 'page', key: decodedPath(url.pathname), valueCents: null };
    return { ...base, kind: 'event', key: e.name, valueCents: e.value === undefined ? null : Math.round(e.value * 100) };
  });
  await deps.batch.add(rows);
  return { accepted: rows.length };
}

/** A path as a person writes it in a step ("/obrigado", "/ofertas/ção"), at most 512 characters. */
function decodedPath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    // a malformed escape stays as it came
  }
  // One trailing slash is the same page ("/checkout/" is "/checkout").
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p.slice(0, 512);
}
