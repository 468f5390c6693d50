// What the portal's and the public link's reads of one funnel share (docs/decisions/010-fast-reads.md,
// "Reviewer reads"): each read is one statement (the row without its content, the published
// version, and what else the caller joins), and contents already sanitised are not sent again.
// Published versions never change (D9), and a (canvas, content_version) pair names one stored
// projection for ever (content-history.ts), so neither kind of entry can go stale: the statement
// is told which ones this process holds and sends only the others.
import { type SQL, sql } from 'drizzle-orm';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { sanitizeContent } from '#shared/canvas/sanitize.ts';
import { CLIENT_VISIBLE_STATUSES } from '#shared/funnel-status.ts';
import type { Db } from '../../db/client.ts';
import { canvases } from '../../db/schema.ts';
import type { CanvasDocs } from './canvas-docs.ts';
import { contentFromColumn } from './content-column.ts';
import { type PublishedVersion, publishedView } from './published-version.ts';

/** Encoded size kept per database handle; least recently read funnels leave first. */
export const REVIEWER_CACHE_BYTES = 16 * 1024 * 1024;
/** Published versions kept per funnel: the current one and the one last reviewed, with room. */
const VERSIONS_PER_FUNNEL = 4;

type Live = Pick<CanvasContent, 'comments' | 'drawings'>;
interface Entry {
  versions: Map<number, { content: CanvasContent; bytes: number }>;
  live?: { contentVersion: number; value: Live; bytes: number };
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** Public links remembered with their funnel (only to say which contents are held, see Held). */
const LINKS_KEPT = 10_000;

class ReviewerCache {
  private entries = new Map<string, Entry>();
  readonly links = new Map<string, string>();
  private total = 0;
  constructor(private maxBytes: number) {}

  private size = (e: Entry) => (e.live?.bytes ?? 0) + [...e.versions.values()].reduce((t, v) => t + v.bytes, 0);

  /** The entry of a funnel, moved to the end of the eviction order. */
  touch(id: string): Entry | undefined {
    const e = this.entries.get(id);
    if (e) {
      this.entries.delete(id);
      this.entries.set(id, e);
    }
    return e;
  }

  private update(id: string, change: (e: Entry) => void) {
    const e = this.touch(id) ?? { versions: new Map() };
    this.total -= this.entries.has(id) ? this.size(e) : 0;
    change(e);
    const bytes = this.size(e);
    // One huge funnel must not push every other out.
    if (bytes > this.maxBytes / 4) {
      this.entries.delete(id);
      return;
    }
    this.entries.set(id, e);
    this.total += bytes;
    for (const [k, x] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.total -= this.size(x);
      this.entries.delete(k);
    }
  }

  rememberLink(link: string, canvasId: string) {
    if (this.links.get(link) === canvasId) return;
    this.links.set(link, canvasId);
    if (this.links.size > LINKS_KEPT) this.links.delete(this.links.keys().next().value as string);
  }

  rememberVersion(id: string, version: number, content: CanvasContent): CanvasContent {
    const frozen = deepFreeze(content);
    this.update(id, (e) => {
      e.versions.set(version, { content: frozen, bytes: JSON.stringify(frozen).length });
      while (e.versions.size > VERSIONS_PER_FUNNEL) e.versions.delete(Math.min(...e.versions.keys()));
    });
    return frozen;
  }

  rememberLive(id: string, contentVersion: number, value: Live): Live {
    const frozen = deepFreeze(value);
    this.update(id, (e) => {
      if (!e.live || e.live.contentVersion < contentVersion) e.live = { contentVersion, value: frozen, bytes: JSON.stringify(frozen).length };
    });
    return frozen;
  }
}

const caches = new WeakMap<object, ReviewerCache>();
/** One cache per database handle: two databases in one process (tests) never share entries. */
function cacheOf(db: Db): ReviewerCache {
  let c = caches.get(db);
  if (!c) {
    c = new ReviewerCache(REVIEWER_CACHE_BYTES);
    caches.set(db, c);
  }
  return c;
}

/** What this process held of a funnel when its statement was built (entries may leave meanwhile). */
export interface Held {
  /** The funnel they belong to (lower case); the statement sends everything for another row. */
  canvasId: string;
  versions: ReadonlyMap<number, CanvasContent>;
  /** The live review held, by content_version. */
  live?: { contentVersion: number; value: Live };
  /** The live document is open here: it answers, the stored projection is not sent. */
  fromDocument: boolean;
}

export function held(db: Db, docs: Pick<CanvasDocs, 'isLoaded'>, id: string): Held {
  const canvasId = id.toLowerCase();
  const e = cacheOf(db).touch(canvasId);
  return {
    canvasId,
    versions: new Map([...(e?.versions ?? [])].map(([v, x]) => [v, x.content])),
    live: e?.live ? { contentVersion: e.live.contentVersion, value: e.live.value } : undefined,
    fromDocument: docs.isLoaded(canvasId),
  };
}

/** held() for the funnel a public link named when last read here (nothing is held for a new link). */
export function heldForLink(db: Db, docs: Pick<CanvasDocs, 'isLoaded'>, link: string): Held {
  const id = cacheOf(db).links.get(link);
  return id ? held(db, docs, id) : { canvasId: '', versions: new Map(), fromDocument: false };
}

export const rememberLink = (db: Db, link: string, canvasId: string) => cacheOf(db).rememberLink(link, canvasId);

/** The statement's values saying what is held (placeholders heldId, heldVersions, heldLive). */
export function heldValues(h: Held) {
  // Versions start at 1: 0 holds nothing, -1 wants nothing (the open document answers).
  return { heldId: h.canvasId, heldVersions: [...h.versions.keys()].join(','), heldLive: h.fromDocument ? -1 : (h.live?.contentVersion ?? 0) };
}

/** A published version's content as sent (`v`: the canvas_versions alias, `c` the canvas's), or null when held here. */
export const versionContentSql = (v: string, c: string): SQL =>
  sql`case when ${sql.raw(c)}.id::text = ${sql.placeholder('heldId')} and ${sql.raw(v)}.version = any(string_to_array(${sql.placeholder('heldVersions')}, ',')::int[]) then null else ${sql.raw(v)}.content::text end`;

/**
 * The stored comments and drawings of the canvas row `c`, or null when held here or not wanted.
 * Only these two kinds: the structure shown is the published version's (decision 008), and
 * sanitising goes kind by kind, so the rest of the content is neither sent nor checked.
 */
export const liveSql = (c: string): SQL =>
  sql`case when ${sql.raw(c)}.id::text = ${sql.placeholder('heldId')} and (${sql.placeholder('heldLive')}::int < 0 or ${sql.raw(c)}.content_version = ${sql.placeholder('heldLive')}::int) then null else jsonb_build_object('comments', ${sql.raw(c)}.content->'comments', 'drawings', ${sql.raw(c)}.content->'drawings')::text end`;

/** The statuses a client or reviewer may see, written into the statement. */
export const visibleStatusesSql = sql.raw(CLIENT_VISIBLE_STATUSES.map((s) => `'${s}'`).join(', '));

const parse = (text: unknown): unknown => (typeof text === 'string' ? JSON.parse(text) : text);

/** A published version read with versionContentSql (`version` null: there is no such row). */
export function publishedVersion(db: Db, h: Held, canvasId: string, version: number | null, title: string | null, content: unknown): PublishedVersion | null {
  if (version === null || title === null) return null;
  const kept = content === null && canvasId === h.canvasId ? h.versions.get(version) : undefined;
  if (kept) return { version, title, content: kept };
  return { version, title, content: cacheOf(db).rememberVersion(canvasId, version, sanitizeContent(parse(content))) };
}

/** The live comments and drawings, as docs.readContent gives them (the open document when there is one). */
export async function liveReview(
  db: Db,
  docs: Pick<CanvasDocs, 'readContent' | 'isLoaded'>,
  h: Held,
  canvasId: string,
  contentVersion: number,
  live: unknown,
): Promise<Live> {
  // Asked again after the read, as before: a document opened meanwhile may hold newer edits.
  if (docs.isLoaded(canvasId)) return docs.readContent(canvasId);
  if (live !== null) {
    const { comments, drawings } = sanitizeContent(contentFromColumn(parse(live)));
    return cacheOf(db).rememberLive(canvasId, contentVersion, { comments, drawings });
  }
  if (canvasId === h.canvasId && h.live?.contentVersion === contentVersion) return h.live.value;
  // Not sent because the document was open when the statement was built, and closed since.
  return docs.readContent(canvasId);
}

const views = new WeakMap<object, { published: object | null; since: number; content: CanvasContent }>();

/**
 * publishedView, the same frozen object again for the same held version and live review: the
 * serializer then reuses its encoding (encodeOnce, plugins/serializer.ts). Contents read from an
 * open document are new objects each time and are simply built.
 */
export function reviewerView(published: PublishedVersion | null, live: Live, fallbackTitle: string, internalSince: Date): { title: string; content: CanvasContent } {
  const title = published?.title ?? fallbackTitle;
  if (!Object.isFrozen(live) || (published && !Object.isFrozen(published.content))) return publishedView(published, live, fallbackTitle, internalSince);
  const since = internalSince.getTime();
  const key = published?.content ?? null;
  const kept = views.get(live);
  if (kept && kept.published === key && kept.since === since) return { title, content: kept.content };
  // Shallow: its lists are the held (frozen) ones, or EMPTY_CONTENT's, which others share.
  const content = Object.freeze(publishedView(published, live, fallbackTitle, internalSince).content);
  Object.freeze(content.comments);
  views.set(live, { published: key, since, content });
  return { title, content };
}

/** A timestamp column read as text, mapped as the query builder maps it. */
export const timestamp = (text: unknown): Date => canvases.updatedAt.mapFromDriverValue(text as string) as Date;
