// A period paid by Pix or boleto: invoiced 7 days before it ends, reminded 3 days before and on
// the day (each notice once), grace for 7 days after it, then read-only until the owner pays;
// paying restores everything at once (docs/decisions/027-pix-and-boleto.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, manualClock, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../tests/helpers/canvas-fixtures.ts';
import { agencies, clients, payments } from '../../db/schema.ts';
import { systemCtx } from '../../jobs/index.ts';
import { AGENCY_COOKIE } from '../../plugins/session.ts';
import { authorizeLiveEdit } from '../canvases/authorize-live-edit.ts';
import { runRenewals } from './renewals.ts';

const DAY = 86_400_000;
// The session's lock is read against the real time (like a cancelled period's end): the clock
// of the job starts at the real now, and the agency's paid period is placed around it.
const start = new Date();
const clock = manualClock(start);
const t = withTestApp({}, { clock });
const job = () => runRenewals(systemCtx(t.db, { mailer: t.mailer, publicUrl: 'http://funil.test', log: t.app.log, clock }));

async function pixAgency() {
  const email = `renova-${Math.random().toString(36).slice(2, 7)}@agencia.test`;
  const c = new ApiClient(t.app);
  const pix = (await c.post('/api/create-subscription', { email, plan: 'business', seats: 2, method: 'pix' })).json();
  await c.post('/api/payments/local/simulate', { clientSecret: pix.clientSecret });
  expect((await c.post('/api/auth/register', { name: 'Dona Renova', email, password: 'senha123', plan: 'business' })).statusCode).toBe(200);
  const owner = await loginAs(t.app, email, 'senha123');
  const me = (await owner.get('/api/auth/me')).json();
  const [row] = await t.db.select({ id: agencies.id }).from(agencies).innerJoin(payments, eq(payments.agencyId, agencies.id)).where(eq(payments.email, email));
  return { email, owner, agencyId: row.id, me };
}

const setPaidUntil = (agencyId: string, at: Date) => t.db.update(agencies).set({ paidUntil: at }).where(eq(agencies.id, agencyId));
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

describe('renewals by Pix and boleto', () => {
  it('invoices the next period 7 days ahead, reminds 3 days before and on the day, once each, and never for a card', async () => {
    clock.set(start);
    const { email, agencyId, me } = await pixAgency();
    expect(me.subscription).toMatchObject({ lock: 'none', graceUntil: null });
    expect((await t.db.select({ m: agencies.billingMethod }).from(agencies).where(eq(agencies.id, agencyId)))[0].m).toBe('pix');
    // Ends in 6 days and 12 hours: within the week, so the invoice is made and mailed.
    const end = new Date(start.getTime() + 6.5 * DAY);
    await setPaidUntil(agencyId, end);
    const before = mailsTo(email).length;
    await job();
    await job(); // a second run (another instance) sends nothing more
    const invoices = await t.db.select().from(payments).where(eq(payments.agencyId, agencyId));
    const renewal = invoices.find((p) => p.kind === 'renewal');
    expect(renewal).toMatchObject({ status: 'pending', method: 'pix', amountCents: 11400, plan: 'business', seats: 2, notices: ['d-7'] });
    expect(invoices.filter((p) => p.kind === 'renewal')).toHaveLength(1);
    const first = mailsTo(email).slice(before);
    expect(first).toHaveLength(1);
    expect(first[0].subject).toMatch(/^Funil: sua fatura de R\$\s?114,00 vence em \d\d\/\d\d\/\d{4}$/);
    expect(first[0].text).toContain('/dashboard/account#faturas');
    expect(first[0].text).toContain('só para leitura');

    clock.set(new Date(end.getTime() - 3 * DAY + 60_000));
    await job();
    clock.set(end);
    await job();
    await job();
    const all = mailsTo(email).slice(before);
    expect(all.map((m) => m.subject.split(',')[0].split(' de ')[0])).toEqual(['Funil: sua fatura', 'Funil: lembrete', 'Funil: sua fatura']);
    expect(all[2].subject).toMatch(/vence hoje$/);
    expect((await t.db.select().from(payments).where(eq(payments.id, renewal!.id)))[0].notices).toEqual(['d-7', 'd-3', 'd0']);

    // A card agency renews by itself: no invoice.
    await t.db.update(agencies).set({ billingMethod: 'card' }).where(eq(agencies.id, agencyId));
    await t.db.delete(payments).where(eq(payments.id, renewal!.id));
    await job();
    expect((await t.db.select().from(payments).where(eq(payments.agencyId, agencyId))).filter((p) => p.kind === 'renewal')).toEqual([]);
    clock.set(start);
  });

  it('unpaid: a week of grace with everything, then read-only (reads, export, paying), and paying restores it at once', async () => {
    clock.set(start);
    const { owner, agencyId } = await pixAgency();
    const client = { name: 'Cliente Depois', segment: 'Varejo' };
    // Due two days ago: grace, everything still works.
    await setPaidUntil(agencyId, new Date(start.getTime() - 2 * DAY));
    await job();
    let me = (await owner.get('/api/auth/me')).json();
    expect(me.subscription.lock).toBe('grace');
    expect(Date.parse(me.subscription.graceUntil)).toBe(start.getTime() - 2 * DAY + 7 * DAY);
    expect((await owner.post('/api/clients', client)).statusCode).toBe(201);

    // Past the grace: reads and data rights go on; writes answer 402 in pt-BR and change nothing.
    await setPaidUntil(agencyId, new Date(start.getTime() - 8 * DAY));
    me = (await owner.get('/api/auth/me')).json();
    expect(me.subscription.lock).toBe('readOnly');
    const refused = await owner.post('/api/clients', { ...client, name: 'Outro' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatch(
      /^Sua agência está só para leitura: a fatura que venceu em \d\d\/\d\d\/\d{4} não foi paga\. O dono da agência pode pagá-la em Conta → Faturas\.$/,
    );
    // The live editor opens its funnels read-only.
    const funnel = await seedCanvas(t.db, {
      agencyId,
      clientId: (await t.db.select({ id: clients.id }).from(clients).where(eq(clients.agencyId, agencyId)))[0].id,
      userId: me.id,
    });
    const grant = await authorizeLiveEdit({ db: t.db, actor: null }, { agencyToken: owner.cookies[AGENCY_COOKIE], canvasId: funnel.id });
    expect(grant?.readOnly).toBe(true);
    const listed = await owner.get('/api/clients');
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).not.toContain('Outro');
    expect((await owner.get('/api/agency/export')).statusCode).toBe(200);

    // The owner pays the open invoice from Faturas, by Pix: everything comes back.
    const { invoices } = (await owner.get('/api/billing/invoices')).json();
    const open = invoices.find((i: { payable: boolean }) => i.payable);
    expect(open).toMatchObject({ kind: 'renewal', status: 'pending', method: 'pix' });
    const bad = await owner.post(`/api/billing/invoices/${open.id}/pay`, { method: 'boleto', taxId: '000.000.000-00', name: 'Dona' });
    expect(bad.json()).toMatchObject({ error: 'CPF ou CNPJ inválido', field: 'taxId' });
    // A refused card leaves the invoice open, to be paid another way.
    const byCard = (await owner.post(`/api/billing/invoices/${open.id}/pay`, { method: 'card' })).json();
    const declined = await owner.post('/api/payments/local/confirm', {
      clientSecret: byCard.clientSecret,
      cardNumber: '4000 0000 0000 0002',
      expMonth: 12,
      expYear: 2035,
      cvc: '123',
    });
    expect(declined.statusCode).toBe(402);
    const afterRefusal = (await owner.get('/api/billing/invoices')).json().invoices.find((i: { id: string }) => i.id === open.id);
    expect(afterRefusal).toMatchObject({ status: 'failed', payable: true });
    const pay = await owner.post(`/api/billing/invoices/${open.id}/pay`, { method: 'pix' });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json()).toMatchObject({ method: 'pix', upgrade: true, amountCents: 11400 });
    expect(pay.json().pix.copyPaste).toContain('br.gov.bcb.pix');
    // Twenty confirmations at once (two clicks, a webhook and a poll): the period is added once.
    const confirmations = await Promise.all(
      Array.from({ length: 20 }, () => owner.post('/api/payments/local/simulate', { clientSecret: pay.json().clientSecret })),
    );
    expect(confirmations.map((r) => r.json().status)).toEqual(Array(20).fill('succeeded'));
    me = (await owner.get('/api/auth/me')).json();
    expect(me.subscription.lock).toBe('none');
    // Paid late in the grace: the next period follows the one it pays for (22 days from now).
    expect(Date.parse(me.subscription.paidUntil)).toBe(start.getTime() - 8 * DAY + 30 * DAY);
    expect((await owner.post('/api/clients', { ...client, name: 'De Volta' })).statusCode).toBe(201);
    expect((await authorizeLiveEdit({ db: t.db, actor: null }, { agencyToken: owner.cookies[AGENCY_COOKIE], canvasId: funnel.id }))?.readOnly).toBe(false);
    expect((await owner.post(`/api/billing/invoices/${open.id}/pay`, { method: 'pix' })).statusCode).toBe(409);
    clock.set(start);
  });
});
