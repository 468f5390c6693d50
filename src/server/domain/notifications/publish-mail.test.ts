// decision 008: publishing emails each active access of the funnel's client and each verified public
// reviewer who took part, with a link and what changed since the version they last decided on.
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { clientLogin, seedLinkedCanvas } from '../../../../tests/helpers/portal.ts';
import { sampleContent, seedClientAccess } from '../../../../tests/helpers/portal-seed.ts';
import type { CanvasContent } from '../../../shared/canvas/content.ts';
import { approvals, canvases, canvasVersions, comments } from '../../db/schema.ts';
import { baseVersion } from './publish-mail.ts';

const t = withTestApp();

async function world() {
  const ag = await seedAgency(t.db);
  const a = await seedClientAccess(t.db, ag.agency.id, { name: 'Loja Azul', email: 'ana@lojaazul.test' });
  const b = await seedClientAccess(t.db, ag.agency.id, { clientId: a.clientId, email: 'beto@lojaazul.test' });
  const off = await seedClientAccess(t.db, ag.agency.id, { clientId: a.clientId, email: 'desligado@lojaazul.test', isActive: false });
  const otherClient = await seedClientAccess(t.db, ag.agency.id, { email: 'outro@cliente.test' });
  const { link, canvas } = await seedLinkedCanvas(t.db, {
    agencyId: ag.agency.id,
    clientId: a.clientId,
    userId: ag.owner.id,
    status: 'draft',
    title: 'Funil de Lançamento',
  });
  const owner = await loginAs(t.app, ag.email, ag.password);
  return { ag, a, b, off, otherClient, link, canvas, owner };
}

const publish = async (w: Awaited<ReturnType<typeof world>>, content?: Partial<CanvasContent>) => {
  const from = t.mailer.sent.length;
  const r = await w.owner.put(`/api/canvases/${w.canvas.id}`, { status: 'published', ...(content ? { content } : {}) });
  expect(r.statusCode, r.body).toBe(200);
  const mails = t.mailer.sent.slice(from).filter((m) => m.subject === 'Nova versão para revisar: Funil de Lançamento');
  return { version: r.json().version as number, byTo: new Map(mails.map((m) => [m.to, m])), all: mails };
};

describe('baseVersion', () => {
  it('counts from the version decided on, else from the previous one; nothing for a first version', () => {
    expect(baseVersion(null, 1)).toBeNull();
    expect(baseVersion(null, 3)).toBe(2);
    expect(baseVersion(1, 3)).toBe(1);
    expect(baseVersion(0, 3)).toBe(2); // decisions recorded before versions existed
    expect(baseVersion(3, 3)).toBe(2);
  });
});

describe('publish mail', () => {
  it('reaches active accesses and verified public reviewers with their links and what changed since their decision', async () => {
    const w = await world();
    const clientLink = `http://localhost:3000/client-canvas/${w.canvas.id}`;
    const publicLink = `http://localhost:3000/public/${w.link}`;

    const v1 = await publish(w);
    expect(v1.version).toBe(1);
    expect([...v1.byTo.keys()].sort()).toEqual([w.a.email, w.b.email]); // not the switched-off access, not another client's
    for (const m of v1.all) {
      expect(m.text).toContain('publicou a versão 1 do funil "Funil de Lançamento"');
      expect(m.text).toContain(`Abrir o funil: ${clientLink}`);
      expect(m.html).toContain(`href="${clientLink}"`);
      expect(m.text).not.toContain('O que mudou'); // a first version has nothing to compare with
    }

    // Ana approves v1 in the portal; a verified guest decided on v1, another verified guest only
    // commented; an unverified guest decided too (not mailed)
    const ana = await clientLogin(t, w.a.email, w.a.password);
    expect((await ana.post(`/api/client/canvas/${w.canvas.id}/approval`, { status: 'approve' })).statusCode).toBe(200);
    const row = { agencyId: w.ag.agency.id, canvasId: w.canvas.id };
    await t.db.insert(approvals).values([
      { ...row, version: 1, status: 'approved', reviewerKind: 'public', reviewerName: 'Vera', reviewerEmail: 'Vera@Guest.test', verified: true },
      { ...row, version: 1, status: 'adjustment_requested', feedback: 'x', reviewerKind: 'public', reviewerName: 'Nino', reviewerEmail: 'nino@guest.test' },
    ]);
    await t.db.insert(comments).values([
      { ...row, authorKind: 'public', authorName: 'Paulo', authorEmail: 'paulo@guest.test', verified: true, content: 'Gostei' },
      { ...row, authorKind: 'public', authorName: 'Paulo', authorEmail: 'PAULO@guest.test', verified: true, content: 'De novo' },
      { ...row, authorKind: 'public', authorName: 'Sem email', verified: true, content: 'Anônimo' },
    ]);

    // v2: component-1 moved, component-3 added, the connection removed
    const c2 = sampleContent();
    c2.components[0].position = { x: 150, y: 100 };
    c2.components.push({ id: 'component-3', type: 'upsell-page', position: { x: 900, y: 100 }, data: { title: 'Upsell', description: '' } });
    const v2 = await publish(w, { components: c2.components, connections: [] });
    expect(v2.version).toBe(2);
    expect([...v2.byTo.keys()].sort()).toEqual([w.a.email, w.b.email, 'paulo@guest.test', 'vera@guest.test']);
    expect(v2.byTo.get(w.a.email)?.text).toContain('O que mudou desde a versão 1, que você avaliou: 1 elemento adicionado, 1 alterado, 1 removido.');
    expect(v2.byTo.get(w.b.email)?.text).toContain('O que mudou desde a versão anterior (1): 1 elemento adicionado, 1 alterado, 1 removido.');
    expect(v2.byTo.get('vera@guest.test')?.text).toContain('desde a versão 1, que você avaliou');
    expect(v2.byTo.get('paulo@guest.test')?.text).toContain('desde a versão anterior (1)');
    for (const who of ['vera@guest.test', 'paulo@guest.test']) expect(v2.byTo.get(who)?.text).toContain(`Abrir o funil: ${publicLink}`);
    expect(v2.byTo.get(w.a.email)?.text).toContain(`Abrir o funil: ${clientLink}`);
    expect(v2.byTo.get(w.a.email)?.text).toMatch(/^Agência \d+ publicou a versão 2 do funil "Funil de Lançamento" para a sua revisão\./);

    // v3: component-2 removed. Ana still counts from v1 (her last decision), Beto from v2
    const c3 = structuredClone(c2);
    c3.components = c3.components.filter((c) => c.id !== 'component-2');
    const v3 = await publish(w, { components: c3.components });
    expect(v3.byTo.get(w.a.email)?.text).toContain('desde a versão 1, que você avaliou: 1 elemento adicionado, 1 alterado, 2 removidos.');
    expect(v3.byTo.get(w.b.email)?.text).toContain('desde a versão anterior (2): 0 elementos adicionados, 0 alterados, 1 removido.');
    const sample = v3.byTo.get(w.a.email);
    if (process.env.SHOTS_DIR && sample) {
      writeFileSync(`${process.env.SHOTS_DIR}/email-publish.txt`, `Para: ${sample.to}\nAssunto: ${sample.subject}\n\n${sample.text}\n`);
      writeFileSync(`${process.env.SHOTS_DIR}/email-publish.html`, sample.html ?? '');
    }

    // publishing again without a change records no version and mails nobody
    const same = await publish(w);
    expect(same.version).toBe(3);
    expect(same.all).toEqual([]);

    // the public link revoked: guests are no longer written to
    await t.db.update(canvases).set({ publicLink: null }).where(eq(canvases.id, w.canvas.id));
    const c4 = structuredClone(c3);
    c4.components[0].position = { x: 400, y: 100 };
    const v4 = await publish(w, { components: c4.components });
    expect(v4.version).toBe(4);
    expect([...v4.byTo.keys()].sort()).toEqual([w.a.email, w.b.email]);
  });

  it('a mail failure is logged and the publish stands', async () => {
    const w = await world();
    const send = t.mailer.send;
    t.mailer.send = async (m) => {
      if (m.to === w.a.email) throw new Error('SMTP caiu');
      return send(m);
    };
    try {
      const v1 = await publish(w);
      expect(v1.version).toBe(1);
      expect([...v1.byTo.keys()]).toEqual([w.b.email]);
    } finally {
      t.mailer.send = send;
    }
    const versions = await t.db.select().from(canvasVersions).where(eq(canvasVersions.canvasId, w.canvas.id));
    expect(versions.map((v) => v.version)).toEqual([1]);
    expect((await t.db.select().from(canvases).where(eq(canvases.id, w.canvas.id)))[0].status).toBe('published');
  });
});
