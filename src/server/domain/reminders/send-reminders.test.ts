// Reminder stages with a clock the test moves (decision 008). Each test has its own agency and
// reviewers, and reads only the mails sent to them.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock, seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedCanvas, seedTeamMember } from '../../../../tests/helpers/canvas-fixtures.ts';
import { seedClientAccess } from '../../../../tests/helpers/portal-seed.ts';
import { approvals, canvases, reviewReminders } from '../../db/schema.ts';
import { systemCtx } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendReminders } from './send-reminders.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

const DUE = '2026-12-10';
/** Noon in São Paulo (15:00 UTC) on the day `offset` days from the due date. */
const day = (offset: number) => new Date(Date.UTC(2026, 11, 10 + offset, 15));

const jobCtx = (mailer: Mailer = t.mailer) => systemCtx(t.db, { mailer, publicUrl: t.config.publicUrl, log: t.app.log, clock });

async function setup(opts: { accesses?: number; status?: string; dueDate?: string | null; inactive?: boolean } = {}) {
  const a = await seedAgency(t.db);
  const creator = await seedTeamMember(t.db, a.agency.id, 'creator');
  const first = await seedClientAccess(t.db, a.agency.id, { name: 'Loja Lembrete', isActive: !opts.inactive });
  const accesses = [first];
  for (let i = 1; i < (opts.accesses ?? 1); i++) accesses.push(await seedClientAccess(t.db, a.agency.id, { clientId: first.clientId }));
  const canvas = await seedCanvas(t.db, {
    agencyId: a.agency.id,
    clientId: first.clientId,
    userId: creator.user.id,
    title: 'Funil de Natal',
    status: opts.status ?? 'published',
    version: 1,
    dueDate: opts.dueDate === undefined ? DUE : opts.dueDate,
  });
  const emails = new Set([a.email, creator.email, ...accesses.map((x) => x.email)].map((e) => e.toLowerCase()));
  const mails = () => t.mailer.sent.filter((m) => emails.has(m.to.toLowerCase()));
  return { ...a, creator, accesses, canvas, mails };
}

/** Runs at `offset` days from the due date; answers the mails this run sent to the setup's people. */
async function runAt(s: Awaited<ReturnType<typeof setup>>, offset: number) {
  clock.set(day(offset));
  const before = s.mails().length;
  const run = await sendReminders(jobCtx());
  return { run, mails: s.mails().slice(before) };
}

const decide = (s: Awaited<ReturnType<typeof setup>>, accessIndex: number, version: number, status = 'approved') =>
  t.db.insert(approvals).values({
    agencyId: s.agency.id,
    canvasId: s.canvas.id,
    version,
    status,
    reviewerKind: 'client',
    reviewerName: 'Cliente',
    reviewerEmail: s.accesses[accessIndex].email,
    clientAccessId: s.accesses[accessIndex].access.id,
    verified: true,
  });

describe('sendReminders', () => {
  it('sends before, due and after each once, and tells the agency once when the funnel becomes overdue', async () => {
    const s = await setup();
    const to = s.accesses[0].email;
    expect((await runAt(s, -3)).mails).toEqual([]);

    const before = (await runAt(s, -2)).mails;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ to, subject: 'Lembrete: o funil "Funil de Natal" aguarda sua aprovação até 10/12/2026' });
    expect(before[0].text).toContain('O prazo é 10/12/2026 (em 2 dias).');
    expect(before[0].text).toContain(`http://localhost:3000/client-canvas/${s.canvas.id}`);
    expect(before[0].html).toContain(`href="http://localhost:3000/client-canvas/${s.canvas.id}"`);
    expect((await runAt(s, -2)).mails).toEqual([]);
    expect((await runAt(s, -1)).mails).toEqual([]);

    const due = (await runAt(s, 0)).mails;
    expect(due.map((m) => [m.to, m.subject])).toEqual([[to, 'Hoje é o prazo para revisar o funil "Funil de Natal"']]);
    expect((await runAt(s, 0)).mails).toEqual([]);

    const after = (await runAt(s, 1)).mails;
    expect(after.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['Prazo vencido: o funil "Funil de Natal" aguarda sua revisão']);
    const agency = after.filter((m) => m.to !== to);
    expect(agency.map((m) => m.to).sort()).toEqual([s.email, s.creator.email].map((e) => e.toLowerCase()).sort());
    for (const m of agency) {
      expect(m.subject).toBe('Funil atrasado: Funil de Natal');
      expect(m.text).toContain('venceu em 10/12/2026');
      expect(m.text).toContain(`Ainda não decidiram sobre a versão 1: ${to}.`);
      expect(m.text).toContain(`/dashboard/canvas-editor?id=${s.canvas.id}`);
    }
    expect((await runAt(s, 1)).mails).toEqual([]);
    expect((await runAt(s, 5)).mails).toEqual([]);
    const rows = await t.db.select().from(reviewReminders).where(eq(reviewReminders.canvasId, s.canvas.id));
    expect(rows.map((r) => `${r.reviewerKey === 'agency' ? 'agency' : 'access'}:${r.stage}`).sort()).toEqual([
      'access:after',
      'access:before',
      'access:due',
      'agency:overdue',
    ]);
  });

  it('counts the day in São Paulo: 23:30 there on the day before is not yet the due day', async () => {
    const s = await setup();
    clock.set('2026-12-10T02:30:00Z'); // 9 December, 23:30 in São Paulo
    await sendReminders(jobCtx());
    expect(s.mails().map((m) => m.subject)).toEqual(['Lembrete: o funil "Funil de Natal" aguarda sua aprovação até 10/12/2026']);
    expect(s.mails()[0].text).toContain('(amanhã)');
    clock.set('2026-12-10T03:00:00Z'); // 10 December, 00:00 in São Paulo
    await sendReminders(jobCtx());
    expect(s.mails().map((m) => m.subject)[1]).toBe('Hoje é o prazo para revisar o funil "Funil de Natal"');
  });

  it('a late run sends only the latest stage and records the earlier ones as skipped', async () => {
    const s = await setup();
    const { run, mails } = await runAt(s, 3);
    const client = mails.filter((m) => m.to === s.accesses[0].email);
    expect(client.map((m) => m.subject)).toEqual(['Prazo vencido: o funil "Funil de Natal" aguarda sua revisão']);
    expect(mails.filter((m) => m.subject === 'Funil atrasado: Funil de Natal')).toHaveLength(2);
    expect(run.skipped).toBeGreaterThanOrEqual(2);
    const stages = await t.db
      .select({ stage: reviewReminders.stage })
      .from(reviewReminders)
      .where(and(eq(reviewReminders.canvasId, s.canvas.id), eq(reviewReminders.reviewerKey, s.accesses[0].access.id)));
    expect(stages.map((r) => r.stage).sort()).toEqual(['after', 'before', 'due']);
    expect((await runAt(s, 4)).mails).toEqual([]);
  });

  it('skips an access that decided on the current version; after a republish it gets only the stages not yet sent', async () => {
    const s = await setup({ accesses: 2 });
    const [a, b] = s.accesses.map((x) => x.email);
    expect((await runAt(s, -2)).mails.map((m) => m.to).sort()).toEqual([a, b].sort());

    await decide(s, 1, 1); // b approves version 1
    expect((await runAt(s, 0)).mails.map((m) => m.to)).toEqual([a]);

    await t.db.update(canvases).set({ version: 2, status: 'published' }).where(eq(canvases.id, s.canvas.id));
    const again = (await runAt(s, 0)).mails;
    expect(again.map((m) => [m.to, m.subject])).toEqual([[b, 'Hoje é o prazo para revisar o funil "Funil de Natal"']]);

    await decide(s, 1, 2, 'adjustment_requested'); // any decision on the current version counts
    await t.db.update(canvases).set({ status: 'needs_adjustments' }).where(eq(canvases.id, s.canvas.id));
    const after = (await runAt(s, 1)).mails;
    expect(after.filter((m) => m.subject.startsWith('Prazo vencido')).map((m) => m.to)).toEqual([a]);
    expect(after.filter((m) => m.subject.startsWith('Funil atrasado'))).toHaveLength(2);
  });

  it('sends nothing to an inactive access, nor for an approved funnel, a draft or a funnel without due date', async () => {
    const inactive = await setup({ inactive: true });
    const approved = await setup({ status: 'approved' });
    const draft = await setup({ status: 'draft' });
    const none = await setup({ dueDate: null });
    // The inactive access gets nothing; its agency is still told the funnel is overdue.
    const mails = (await runAt(inactive, 2)).mails;
    expect(mails.map((m) => m.subject)).toEqual(['Funil atrasado: Funil de Natal', 'Funil atrasado: Funil de Natal']);
    expect(mails[0].text).toContain('Nenhum acesso ativo do cliente está pendente na versão 1');
    for (const s of [approved, draft, none]) expect(s.mails()).toEqual([]);
  });

  it('two runs at once never send the same reminder twice', async () => {
    const s = await setup({ accesses: 3 });
    clock.set(day(1));
    const runs = await Promise.all([sendReminders(jobCtx()), sendReminders(jobCtx()), sendReminders(jobCtx())]);
    const mails = s.mails();
    // 3 accesses × 'after' + owner and creator × 'overdue', each exactly once.
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((m) => `${m.to}|${m.subject}`)).size).toBe(5);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(5);
  });

  it('a mail that fails is logged and sent again at the next run', async () => {
    const s = await setup();
    const failing: Mailer = {
      send: async (m) => {
        if (m.to === s.accesses[0].email) throw new Error('SMTP fora do ar');
        await t.mailer.send(m);
      },
    };
    clock.set(day(-2));
    const run = await sendReminders(jobCtx(failing));
    expect(s.mails()).toEqual([]);
    expect(run.sent).toBe(0);
    const { mails } = await runAt(s, -2);
    expect(mails.map((m) => m.to)).toEqual([s.accesses[0].email]);
  });
});
