// decision 012 (client side): a client with two portal accesses that both commented and decided on
// two funnels, written through the portal's own calls; and a search of every table for a text.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { loginAs, seedAgency, type TestApp } from './app.ts';
import { seedCanvas } from './canvas-fixtures.ts';
import { clientLogin } from './portal.ts';
import { sampleContent, seedClientAccess } from './portal-seed.ts';

const pinned = (id: string, content: string, componentId: string | null = null) => ({
  id,
  position: { x: 20, y: 30 },
  content,
  author: 'Cliente',
  timestamp: '2026-11-20T10:00:00.000Z',
  ...(componentId ? { componentId } : {}),
});

let n = 0;

/**
 * Agency with a client (accesses Ana and Bia) and a neighbour client, two published funnels P
 * and Q. Ana comments on P (pinned to component-1) and on Q, approves Q, then Bia approves P and
 * Ana asks for adjustments on P last (so P is needs_adjustments because of Ana). The agency
 * replies to Ana's comment on P.
 */
export async function seedReviewedWorld(t: TestApp) {
  n += 1;
  const ag = await seedAgency(t.db, { plan: 'enterprise' });
  const owner = await loginAs(t.app, ag.email, ag.password);
  const ana = await seedClientAccess(t.db, ag.agency.id, { name: `Loja Azul ${n}`, email: `ana.souza${n}@lojaazul.test` });
  const bia = await seedClientAccess(t.db, ag.agency.id, { clientId: ana.clientId, email: `bia${n}@lojaazul.test` });
  const neighbour = await seedClientAccess(t.db, ag.agency.id, { name: `Vizinho ${n}`, email: `viz${n}@vizinho.test` });
  const mk = (title: string, clientId = ana.clientId) =>
    seedCanvas(t.db, { agencyId: ag.agency.id, clientId, userId: ag.owner.id, status: 'published', title, content: sampleContent() });
  const p = await mk(`Funil P ${n}`);
  const q = await mk(`Funil Q ${n}`);
  const other = await mk(`Funil Vizinho ${n}`, neighbour.clientId);

  const texts = {
    anaOnP: `Ana pede botão verde ${n}`,
    anaOnQ: `Ana gostou do checkout ${n}`,
    biaOnP: `Bia prefere azul ${n}`,
    agencyReply: `Agência responde à Ana ${n}`,
    anaFeedback: `Ana quer o título maior ${n}`,
    neighbour: `Vizinho comenta ${n}`,
  };
  const a = await clientLogin(t, ana.email, ana.password);
  const b = await clientLogin(t, bia.email, bia.password);
  const v = await clientLogin(t, neighbour.email, neighbour.password);
  const ok = (r: { statusCode: number; body: string }) => expect(r.statusCode, r.body).toBe(200);
  const anaP = pinned(`ana-p-${n}`, texts.anaOnP, 'component-1');
  const anaQ = pinned(`ana-q-${n}`, texts.anaOnQ);
  const biaP = pinned(`bia-p-${n}`, texts.biaOnP);
  ok(await a.put(`/api/client/canvas/${p.id}`, { content: { comments: [anaP] } }));
  ok(await a.put(`/api/client/canvas/${q.id}`, { content: { comments: [anaQ] } }));
  // The portal sends every client comment it shows: Bia's save keeps Ana's.
  ok(await b.put(`/api/client/canvas/${p.id}`, { content: { comments: [anaP, biaP] } }));
  ok(await v.put(`/api/client/canvas/${other.id}`, { content: { comments: [pinned(`viz-${n}`, texts.neighbour)] } }));
  const reply = { ...pinned(`reply-${n}`, texts.agencyReply), author: 'Agência', authorKind: 'agency' as const, parentId: anaP.id };
  await t.app.deps.canvasDocs.updateKinds(p.id, ['comments'], (cur) => ({ next: { comments: [...cur.comments, reply] }, result: null }));
  ok(await a.post(`/api/client/canvas/${q.id}/approval`, { status: 'approve', feedback: '' }));
  ok(await b.post(`/api/client/canvas/${p.id}/approval`, { status: 'approve', feedback: '' }));
  ok(await a.post(`/api/client/canvas/${p.id}/approval`, { status: 'adjust', feedback: texts.anaFeedback }));
  ok(await v.post(`/api/client/canvas/${other.id}/approval`, { status: 'approve', feedback: '' }));
  // Opening counts a visit (reviewer_visits holds the email).
  ok(await a.get(`/api/client/canvas/${p.id}`));
  return {
    ag,
    owner,
    ana,
    bia,
    neighbour,
    p,
    q,
    other,
    texts,
    ids: { anaP: anaP.id, anaQ: anaQ.id, biaP: biaP.id, reply: `reply-${n}` },
    sessions: { a, b, v },
  };
}

/**
 * Every row of every table (as JSON text) that contains `needle`, case-insensitive; bytea
 * columns (the live documents' Yjs state) are searched too, as the hex of the needle's UTF-8.
 */
export async function findEverywhere(t: TestApp, needle: string): Promise<string[]> {
  const res = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as {
    rows: { table_name: string }[];
  };
  const lower = needle.toLowerCase();
  const hex = Buffer.from(needle, 'utf8').toString('hex');
  const hits: string[] = [];
  for (const { table_name } of res.rows) {
    if (table_name.startsWith('__drizzle')) continue;
    const rows = (await t.db.execute(sql.raw(`select row_to_json(x)::text as j from "${table_name}" x`))) as unknown as { rows: { j: string }[] };
    for (const { j } of rows.rows) {
      const low = j.toLowerCase();
      if (low.includes(lower) || low.includes(hex)) hits.push(`${table_name}: ${j.slice(0, 200)}`);
    }
  }
  return hits;
}
