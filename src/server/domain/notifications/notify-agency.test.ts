// decision 008: the agency hears from one reviewer on one funnel at most once per 10 minutes; the
// rest arrives in one digest when the window ends (flushNotificationDigests).
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, manualClock, seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedTeamMember } from '../../../../tests/helpers/canvas-fixtures.ts';
import { clientLogin, seedLinkedCanvas } from '../../../../tests/helpers/portal.ts';
import { seedClientAccess } from '../../../../tests/helpers/portal-seed.ts';
import { notificationEvents } from '../../db/schema.ts';
import { systemCtx } from '../../jobs/index.ts';
import { flushNotificationDigests } from './digest.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

const MIN = 60 * 1000;
const errors: unknown[] = [];
const jobCtx = () =>
  systemCtx(t.db, { mailer: t.mailer, publicUrl: t.config.publicUrl, clock, log: { warn: () => {}, error: (o: unknown) => errors.push(o) } });

async function world(title: string) {
  const ag = await seedAgency(t.db);
  const creator = await seedTeamMember(t.db, ag.agency.id, 'creator');
  const cl = await seedClientAccess(t.db, ag.agency.id, { name: 'Loja Azul' });
  const { link, canvas } = await seedLinkedCanvas(t.db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: creator.user.id, title });
  return { ag, creator, cl, link, canvas, recipients: [ag.email, creator.email].map((e) => e.toLowerCase()).sort() };
}

let ip = 0;
/** Each comment from an address of its own: the per-address mail budget is tested in mail-budget.test.ts. */
const comment = (link: string, i: number, name = 'Bruno', email = 'Bruno@X.test') =>
  new ApiClient(t.app, `10.8.1.${(++ip % 250) + 1}`).post(`/api/public/canvas/${link}/comments`, {
    clientName: name,
    email,
    comment: { id: `comment-burst-${i}-${Math.random().toString(36).slice(2, 6)}`, position: { x: i, y: i }, content: `Comentário número ${i}` },
  });

/** A public reviewer who proved their email (identify, then the emailed code), from an address of their own. */
async function verifiedGuest(link: string, name: string, email: string) {
  const c = new ApiClient(t.app, `10.8.0.${(++ip % 250) + 1}`);
  const before = t.mailer.sent.length;
  expect((await c.post(`/api/public/canvas/${link}/identify`, { clientName: name, email })).statusCode).toBe(200);
  const code = t.mailer.sent
    .slice(before)
    .find((m) => m.to === email)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  expect((await c.post(`/api/public/canvas/${link}/verify`, { email, code })).statusCode).toBe(200);
  return c;
}
const guestComment = (i: number) => ({
  clientName: 'ignorado',
  email: 'ignorado@x.test',
  comment: { id: `comment-guest-${i}-${Math.random().toString(36).slice(2, 6)}`, position: { x: i, y: i }, content: `Comentário número ${i}` },
});

const mailsFor = (title: string, from: number) => t.mailer.sent.slice(from).filter((m) => m.subject.includes(title));

describe('notifications gathered per funnel and reviewer', () => {
  it('one public reviewer posting 12 comments in a minute: one mail at once, one digest of 11 after the window', async () => {
    const w = await world('Funil do Burst');
    const start = t.mailer.sent.length;
    for (let i = 1; i <= 12; i++) {
      const r = await comment(w.link, i);
      expect(r.statusCode, r.body).toBe(200);
      clock.advance(5000);
    }
    const atOnce = mailsFor('Funil do Burst', start);
    expect(atOnce.map((m) => m.to).sort()).toEqual(w.recipients);
    for (const m of atOnce) {
      expect(m.subject).toBe('Novo comentário em Funil do Burst');
      expect(m.text).toContain('Bruno (não verificado) comentou no funil "Funil do Burst":');
      expect(m.text).toContain('"Comentário número 1"');
      expect(m.text).toContain(`http://localhost:3000/dashboard/canvas-editor?id=${w.canvas.id}`);
    }
    const events = await t.db.select().from(notificationEvents).where(eq(notificationEvents.canvasId, w.canvas.id));
    expect(events).toHaveLength(12);
    expect(new Set(events.map((e) => e.reviewerKey))).toEqual(new Set(['unverified']));
    expect(events.filter((e) => e.mailedAt === null)).toHaveLength(11);

    // the in-app activity still lists every comment
    const owner = await loginAs(t.app, w.ag.email, w.ag.password);
    const res = await owner.get('/api/recent-comments');
    expect(res.statusCode, res.body).toBe(200);
    const activity = res.json() as { canvasId: string }[];
    expect(activity.filter((a) => a.canvasId === w.canvas.id)).toHaveLength(12);

    // the window (10 minutes after the mail) has not ended yet: nothing goes
    clock.advance(2 * MIN);
    await flushNotificationDigests(jobCtx());
    expect(mailsFor('Funil do Burst', start)).toHaveLength(2);

    clock.advance(8 * MIN);
    const [a, b] = await Promise.all([flushNotificationDigests(jobCtx()), flushNotificationDigests(jobCtx())]);
    expect(a.digests + b.digests).toBe(1); // two instances at once: one digest
    const digests = mailsFor('Funil do Burst', start).slice(2);
    expect(digests.map((m) => m.to).sort()).toEqual(w.recipients);
    for (const m of digests) {
      expect(m.subject).toBe('Resumo de atividade em Funil do Burst: 11 comentários');
      expect(m.text).toContain('Bruno (não verificado) no funil "Funil do Burst": 11 comentários.');
      for (let i = 2; i <= 12; i++) expect(m.text).toContain(`Comentário: "Comentário número ${i}"`);
      expect(m.text).not.toContain('"Comentário número 1"');
      expect(m.html).toContain('<li>Comentário: &quot;Comentário número 12&quot;</li>');
    }
    expect((await t.db.select().from(notificationEvents).where(eq(notificationEvents.canvasId, w.canvas.id))).every((e) => e.mailedAt)).toBe(true);
    if (process.env.SHOTS_DIR) {
      writeFileSync(`${process.env.SHOTS_DIR}/email-digest.txt`, `Para: ${digests[0].to}\nAssunto: ${digests[0].subject}\n\n${digests[0].text}\n`);
      writeFileSync(`${process.env.SHOTS_DIR}/email-digest.html`, digests[0].html ?? '');
    }
    await flushNotificationDigests(jobCtx());
    expect(mailsFor('Funil do Burst', start)).toHaveLength(4);

    // the digest opened a new window: a comment now waits; after it, the next digest carries it
    await comment(w.link, 13);
    expect(mailsFor('Funil do Burst', start)).toHaveLength(4);
    clock.advance(10 * MIN);
    await flushNotificationDigests(jobCtx());
    const last = mailsFor('Funil do Burst', start).slice(4);
    expect(last).toHaveLength(2);
    expect(last[0].subject).toBe('Novo comentário em Funil do Burst');
    expect(errors).toEqual([]);
  });

  it('each reviewer has their own window (a client access, a verified guest, the unverified guests together); a late event goes at once with what was still pending', async () => {
    const w = await world('Funil das Janelas');
    const carla = await verifiedGuest(w.link, 'Carla', 'carla@x.test');
    const start = t.mailer.sent.length;
    await comment(w.link, 1, 'Bruno', 'bruno@x.test');
    expect((await carla.post(`/api/public/canvas/${w.link}/comments`, guestComment(2))).statusCode).toBe(200);
    const c = await clientLogin(t, w.cl.email, w.cl.password);
    expect((await c.post(`/api/client/canvas/${w.canvas.id}/approval`, { status: 'approve', feedback: 'Perfeito' })).statusCode).toBe(200);
    // three reviewers, each mailed at once, to both recipients
    expect(mailsFor('Funil das Janelas', start)).toHaveLength(6);
    const keys = (await t.db.select().from(notificationEvents).where(eq(notificationEvents.canvasId, w.canvas.id))).map((e) => e.reviewerKey);
    expect(new Set(keys)).toEqual(new Set(['unverified', 'verified:carla@x.test', `access:${w.cl.access.id}`]));

    await comment(w.link, 3, 'Bruno', 'bruno@x.test'); // pending: the unverified guests were mailed just now
    expect(mailsFor('Funil das Janelas', start)).toHaveLength(6);
    clock.advance(11 * MIN);
    // before the scheduler runs, Bruno comments again: one mail with both comments
    await comment(w.link, 4, 'Bruno', 'bruno@x.test');
    const late = mailsFor('Funil das Janelas', start).slice(6);
    expect(late.map((m) => m.to).sort()).toEqual(w.recipients);
    expect(late[0].subject).toBe('Resumo de atividade em Funil das Janelas: 2 comentários');
    expect(late[0].text).toContain('Bruno (não verificado) no funil "Funil das Janelas": 2 comentários.');
    expect(late[0].text).toContain('Comentário número 3');
    expect(late[0].text).toContain('Comentário número 4');
    await flushNotificationDigests(jobCtx());
    expect(mailsFor('Funil das Janelas', start)).toHaveLength(8);
  });

  it('20 comments under 20 invented emails: one mail at once, then one digest naming each of them', async () => {
    const w = await world('Funil Inundado');
    const start = t.mailer.sent.length;
    const toAgency = <T extends { to: string }>(mails: T[]) => mails.filter((m) => w.recipients.includes(m.to));
    for (let i = 1; i <= 20; i++) {
      const r = await comment(w.link, i, `Pessoa ${i}`, `inventado${i}@x.test`);
      expect(r.statusCode, r.body).toBe(200);
    }
    expect(
      toAgency(mailsFor('Funil Inundado', start))
        .map((m) => m.to)
        .sort(),
    ).toEqual(w.recipients);
    // a verified guest and the client access still get a mail of their own at once
    const guest = await verifiedGuest(w.link, 'Dora', 'dora@x.test');
    expect((await guest.post(`/api/public/canvas/${w.link}/comments`, guestComment(21))).statusCode).toBe(200);
    const c = await clientLogin(t, w.cl.email, w.cl.password);
    expect((await c.post(`/api/client/canvas/${w.canvas.id}/approval`, { status: 'approve', feedback: '' })).statusCode).toBe(200);
    expect(toAgency(mailsFor('Funil Inundado', start))).toHaveLength(6);

    clock.advance(10 * MIN);
    await flushNotificationDigests(jobCtx());
    const digests = toAgency(mailsFor('Funil Inundado', start)).slice(6);
    expect(digests.map((m) => m.to).sort()).toEqual(w.recipients);
    expect(digests[0].subject).toBe('Resumo de atividade em Funil Inundado: 19 comentários');
    expect(digests[0].text).toContain('19 revisores não verificados no funil "Funil Inundado": 19 comentários.');
    expect(digests[0].text).toContain('- Pessoa 20: Comentário: "Comentário número 20"');
    // the agency's activity still lists every comment
    const owner = await loginAs(t.app, w.ag.email, w.ag.password);
    const activity = (await owner.get('/api/recent-comments')).json() as { canvasId: string }[];
    expect(activity.filter((a) => a.canvasId === w.canvas.id).length).toBeGreaterThanOrEqual(21);
  });
});
