// The snippet's settings (GET/PUT /api/agency/tracking) and POST /api/collect: what is stored,
// what is refused (and then nothing is stored), and that no address or user agent is kept.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedTeamMember } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { TRACKER_SCRIPT } from '../../../app.ts';
import { trackingDaily, trackingEvents, trackingSalts, trackingSeen } from '../../../db/tracking-schema.ts';
import { purgeTracking } from '../../../domain/tracking/visitors.ts';

const clock = manualClock(new Date('2026-11-23T15:00:00Z')); // 12:00 in São Paulo
const t = withTestApp({ collectPerSite: 1000 }, { clock });

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Send {
  origin?: string | null;
  ua?: string;
  address?: string;
  raw?: string;
}
function collect(body: unknown, o: Send = {}) {
  const headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': o.ua ?? CHROME };
  if (o.origin !== null) headers.origin = o.origin ?? 'https://www.loja.example';
  return t.app.inject({ method: 'POST', url: '/api/collect', headers, remoteAddress: o.address ?? '203.0.113.7', payload: o.raw ?? JSON.stringify(body) });
}

async function stored(agencyId: string) {
  const events = await t.db.select().from(trackingEvents).where(eq(trackingEvents.agencyId, agencyId));
  const daily = await t.db.select().from(trackingDaily).where(eq(trackingDaily.agencyId, agencyId));
  return { events, daily };
}

describe('traffic snippet and collection', () => {
  let agencyId: string;
  let site: string;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    const a = await seedAgency(t.db);
    agencyId = a.agency.id;
    owner = await loginAs(t.app, a.email, a.password);
    const res = await owner.put('/api/agency/tracking', { allowedDomains: ['https://Loja.example/checkout', 'loja.example', 'parceiro.example'] });
    expect(res.statusCode).toBe(200);
    site = res.json().siteKey;
  });

  it('gives each agency one site key and the line to paste, and keeps its domains as hosts', async () => {
    const res = await owner.get('/api/agency/tracking');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.siteKey).toBe(site);
    expect(body.siteKey).toMatch(/^[\w-]{16}$/);
    expect(body.allowedDomains).toEqual(['loja.example', 'parceiro.example']);
    expect(body.snippet).toBe(`<script defer src="${t.config.publicUrl}/t.js" data-site="${site}"></script>`);
    const other = await seedAgency(t.db);
    const theirs = (await (await loginAs(t.app, other.email, other.password)).get('/api/agency/tracking')).json();
    expect(theirs.siteKey).not.toBe(site);
    expect(theirs.allowedDomains).toEqual([]);
  });

  it('refuses a bad domain in pt-BR and lets only the owner and admins set domains', async () => {
    const bad = await owner.put('/api/agency/tracking', { allowedDomains: ['loja.example', 'não é domínio'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Informe um domínio válido');
    const many = await owner.put('/api/agency/tracking', { allowedDomains: Array.from({ length: 21 }, (_, i) => `d${i}.example`) });
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe('Informe no máximo 20 domínios.');
    for (const role of ['gestor', 'creator'] as const) {
      const m = await seedTeamMember(t.db, agencyId, role);
      const c = await loginAs(t.app, m.email, m.password);
      expect((await c.put('/api/agency/tracking', { allowedDomains: ['x.example'] })).statusCode).toBe(403);
      expect((await c.get('/api/agency/tracking')).json().siteKey).toBe(site);
    }
    const admin = await seedTeamMember(t.db, agencyId, 'admin');
    const a = await loginAs(t.app, admin.email, admin.password);
    expect((await a.put('/api/agency/tracking', { allowedDomains: ['loja.example', 'parceiro.example'] })).statusCode).toBe(200);
    expect((await owner.get('/api/agency/tracking')).json().allowedDomains).toEqual(['loja.example', 'parceiro.example']);
  });

  it('stores page views and events once committed, with the URL cut to its path and utm_* parameters', async () => {
    const res = await collect([
      { site, type: 'pageview', url: 'https://www.loja.example/oferta/?email=ana%40x.com&utm_source=insta&utm_campaign=bf#topo' },
      { site, type: 'event', url: 'https://www.loja.example/obrigado', name: 'purchase', value: 97 },
      { site, type: 'event', url: 'https://www.loja.example/obrigado', name: ' lead ' },
    ]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 3 });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { events, daily } = await stored(agencyId);
    expect(events.map((e) => [e.kind, e.key, e.url, e.valueCents])).toEqual([
      ['page', '/oferta', 'https://www.loja.example/oferta/?utm_source=insta&utm_campaign=bf', null],
      ['event', 'purchase', 'https://www.loja.example/obrigado', 9700],
      ['event', 'lead', 'https://www.loja.example/obrigado', null],
    ]);
    expect(events.every((e) => e.day === '2026-11-23')).toBe(true);
    expect(new Set(events.map((e) => e.visitor)).size).toBe(1);
    expect(daily.map((d) => [d.kind, d.key, d.visitors, d.hits, d.valueCents]).sort()).toEqual([
      ['event', 'lead', 1, 1, 0],
      ['event', 'purchase', 1, 1, 9700],
      ['page', '/oferta', 1, 1, 0],
    ]);
  });

  it('counts a visitor once a day per page, another browser or address as another visitor, and never stores either', async () => {
    const url = 'https://loja.example/checkout';
    for (const o of [{}, {}, { ua: FIREFOX }, { address: '198.51.100.9' }]) expect((await collect({ site, type: 'pageview', url }, o)).statusCode).toBe(202);
    const { events, daily } = await stored(agencyId);
    const checkout = daily.find((d) => d.key === '/checkout');
    expect(checkout).toMatchObject({ visitors: 3, hits: 4 });
    const text = JSON.stringify(await t.db.execute(sql`select * from tracking_events, tracking_seen, tracking_daily`));
    for (const secret of ['203.0.113.7', '198.51.100.9', 'Firefox', 'Chrome/131']) expect(text).not.toContain(secret);
    expect(events.filter((e) => e.key === '/checkout').length).toBe(4);
  });

  it('answers 20 parallel calls, and the totals add up to every event', async () => {
    const before = (await stored(agencyId)).daily.find((d) => d.key === '/paralelo')?.hits ?? 0;
    const calls = Array.from({ length: 20 }, (_, i) =>
      collect({ site, type: 'pageview', url: 'https://loja.example/paralelo' }, { address: `192.0.2.${i + 1}` }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(202));
    const row = (await stored(agencyId)).daily.find((d) => d.key === '/paralelo');
    expect(row).toMatchObject({ visitors: 20, hits: before + 20 });
  });

  it('refuses what is not a known site, not from its domains, malformed or too big, and stores nothing', async () => {
    const before = (await stored(agencyId)).events.length;
    const ok = { site, type: 'pageview', url: 'https://loja.example/' };
    const cases: [string, Awaited<ReturnType<typeof collect>>, number, string][] = [
      ['unknown site', await collect({ ...ok, site: 'nao-existe' }), 404, 'Site desconhecido'],
      ['foreign origin', await collect(ok, { origin: 'https://outra.example' }), 403, 'domínios permitidos'],
      ['no origin', await collect(ok, { origin: null }), 403, 'domínios permitidos'],
      ['look-alike origin', await collect(ok, { origin: 'https://loja.example.evil.test' }), 403, 'domínios permitidos'],
      ['foreign page url', await collect({ ...ok, url: 'https://outra.example/' }), 403, 'domínios permitidos'],
      ['null origin, foreign url', await collect({ ...ok, url: 'https://outra.example/' }, { origin: 'null' }), 403, 'domínios permitidos'],
      ['not http', await collect({ ...ok, url: 'javascript:alert(1)' }), 400, 'Evento inválido'],
      ['not JSON', await collect(null, { raw: '{site:' }), 400, 'Evento inválido'],
      ['unknown type', await collect({ ...ok, type: 'click' }), 400, 'Evento inválido'],
      ['event without name', await collect({ ...ok, type: 'event', name: '  ' }), 400, 'Evento inválido'],
      ['negative value', await collect({ ...ok, type: 'event', name: 'purchase', value: -1 }), 400, 'Evento inválido'],
      ['21 events', await collect(Array(21).fill(ok)), 400, 'Evento inválido'],
      ['empty list', await collect([]), 400, 'Evento inválido'],
      ['two sites', await collect([ok, { ...ok, site: 'outro' }]), 400, 'Evento inválido'],
      [
        '__proto__ key',
        await collect(null, { raw: `{"__proto__":{"x":1},"site":"${site}","type":"pageview","url":"https://loja.example/"}` }),
        400,
        '__proto__',
      ],
      [
        'constructor key',
        await collect(null, { raw: `{"constructor":1,"site":"${site}","type":"pageview","url":"https://loja.example/"}` }),
        400,
        'constructor',
      ],
      ['NUL', await collect({ ...ok, url: 'https://loja.example/a\u0000b' }), 400, 'caractere inválido'],
      ['lone surrogate', await collect({ ...ok, type: 'event', name: 'x\ud800' }), 400, 'caractere inválido'],
      ['deep nesting', await collect(null, { raw: `${'['.repeat(40)}${']'.repeat(40)}` }), 400, 'aninhados'],
      ['over 4 KB', await collect({ ...ok, url: `https://loja.example/${'a'.repeat(4200)}` }), 413, '4 KB'],
    ];
    for (const [name, res, status, message] of cases) {
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error, name).toContain(message);
    }
    expect((await stored(agencyId)).events.length).toBe(before);
  });

  it('takes a page sending Origin: null (Referrer-Policy no-referrer) by its URL', async () => {
    const res = await collect({ site, type: 'pageview', url: 'https://loja.example/sem-referrer' }, { origin: 'null' });
    expect(res.statusCode).toBe(202);
    expect((await stored(agencyId)).events.some((e) => e.key === '/sem-referrer')).toBe(true);
  });

  it('drops what bots and headless browsers send, stores nothing, and says 0 accepted', async () => {
    const before = (await stored(agencyId)).events.length;
    const ok = { site, type: 'pageview', url: 'https://loja.example/' };
    for (const ua of ['', 'curl/8.5.0', 'Googlebot/2.1 (+http://www.google.com/bot.html)', CHROME.replace('Chrome/', 'HeadlessChrome/')]) {
      const res = await collect(ok, { ua });
      expect(res.statusCode, ua).toBe(202);
      expect(res.json(), ua).toEqual({ accepted: 0 });
    }
    expect((await stored(agencyId)).events.length).toBe(before);
  });

  it('hashes visitors with the salt of the day: the same person is another visitor tomorrow; old salts go at once, old events after the retention', async () => {
    const url = 'https://loja.example/dia';
    await collect({ site, type: 'pageview', url });
    clock.set('2026-11-24T15:00:00Z');
    await collect({ site, type: 'pageview', url });
    const rows = (await stored(agencyId)).events.filter((e) => e.key === '/dia');
    expect(rows.map((r) => r.day)).toEqual(['2026-11-23', '2026-11-24']);
    expect(rows[0].visitor).not.toBe(rows[1].visitor);
    const purged = await purgeTracking(t.db, '2026-11-24', 90);
    expect(purged).toEqual({ salts: 1, seen: 0, events: 0, stepDays: 0 });
    expect((await t.db.select().from(trackingSalts)).map((s) => s.day)).toEqual(['2026-11-24']);
    const seenBefore = (await t.db.select().from(trackingSeen).where(eq(trackingSeen.day, '2026-11-23'))).length;
    expect(seenBefore).toBeGreaterThan(5);
    // Past the retention, raw events go; the daily totals stay.
    const old = (await t.db.select().from(trackingEvents).where(sql`${trackingEvents.day} < '2026-11-24'`)).length;
    expect(old).toBeGreaterThan(5);
    const later = await purgeTracking(t.db, '2027-02-22', 90); // 90 days before: 2026-11-24
    expect(later.events).toBe(old);
    expect(later.seen).toBe(seenBefore);
    expect((await t.db.select().from(trackingSeen).where(eq(trackingSeen.day, '2026-11-23'))).length).toBe(0);
    const { events, daily } = await stored(agencyId);
    expect(events.filter((e) => e.day === '2026-11-23')).toEqual([]);
    expect(events.filter((e) => e.day === '2026-11-24').length).toBe(1);
    expect(daily.find((d) => d.key === '/dia' && d.day === '2026-11-23')).toMatchObject({ visitors: 1, hits: 1 });
    clock.set('2026-11-23T15:00:00Z');
  });

  it('serves the snippet to any page, gzipped when asked', async () => {
    const file = readFileSync(TRACKER_SCRIPT, 'utf8');
    const plain = await t.app.inject({ method: 'GET', url: '/t.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(plain.body).toBe(file);
    const gz = await t.app.inject({ method: 'GET', url: '/t.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(2048);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(file);
  });
});

describe('collection limits', () => {
  const limited = withTestApp({ collectPerAddress: 3, collectPerSite: 5 }, { clock });
  it('answers 429 in pt-BR past the calls per address and the events per site, and stores nothing more', async () => {
    const a = await seedAgency(limited.db);
    const owner = await loginAs(limited.app, a.email, a.password);
    const { siteKey } = (await owner.put('/api/agency/tracking', { allowedDomains: ['loja.example'] })).json();
    const send = (n: number, address: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/collect',
        headers: { 'content-type': 'text/plain', origin: 'https://loja.example', 'user-agent': CHROME },
        remoteAddress: address,
        payload: JSON.stringify(Array.from({ length: n }, () => ({ site: siteKey, type: 'pageview', url: 'https://loja.example/' }))),
      });
    expect((await send(1, '192.0.2.1')).statusCode).toBe(202);
    expect((await send(1, '192.0.2.1')).statusCode).toBe(202);
    expect((await send(1, '192.0.2.1')).statusCode).toBe(202);
    const perAddress = await send(1, '192.0.2.1');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().error).toMatch(/^Muitas/);
    // 3 events stored for the site; 2 more fit its minute, 3 do not.
    const perSite = await send(3, '192.0.2.2');
    expect(perSite.statusCode).toBe(429);
    expect(perSite.json().error).toBe('Muitos eventos para este site. Tente de novo em instantes.');
    expect((await send(2, '192.0.2.3')).statusCode).toBe(202);
    const rows = await limited.db.select().from(trackingEvents).where(eq(trackingEvents.agencyId, a.agency.id));
    expect(rows.length).toBe(5);
  });
});
