// Conta → Faturas: each payment of the agency with its receipt, for the owner only.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedMember } from '../../../../../tests/helpers/workspace.ts';
import { users } from '../../../db/schema.ts';

const clock = manualClock(new Date('2026-11-27T15:30:00Z'));
const t = withTestApp({}, { clock });

describe('GET /api/billing/invoices', () => {
  it('lists the payments that made the agency and its upgrade, with receipts once paid; others cannot see them', async () => {
    const email = `fatura-${Math.random().toString(36).slice(2, 7)}@agencia.test`;
    const c = new ApiClient(t.app);
    const pix = (await c.post('/api/create-subscription', { email, plan: 'business', seats: 2, method: 'pix' })).json();
    expect((await c.post('/api/payments/local/simulate', { clientSecret: pix.clientSecret })).statusCode).toBe(200);
    expect(
      (await c.post('/api/auth/register', { name: 'Dona Fatura', email, password: 'senha123', plan: 'business', agencyName: 'Agência Fatura' })).statusCode,
    ).toBe(200);
    const owner = await loginAs(t.app, email, 'senha123');
    // An upgrade by boleto, left unpaid: listed as waiting, without a receipt.
    const boleto = await owner.post('/api/create-subscription', { plan: 'enterprise', method: 'boleto', taxId: '529.982.247-25', name: 'Dona Fatura' });
    expect(boleto.statusCode, boleto.body).toBe(200);

    const res = await owner.get('/api/billing/invoices');
    expect(res.statusCode, res.body).toBe(200);
    const [waiting, paid] = res.json().invoices;
    expect(waiting).toMatchObject({ method: 'boleto', status: 'pending', plan: 'enterprise', receiptUrl: null, paidAt: null });
    expect(paid).toMatchObject({ method: 'pix', status: 'paid', plan: 'business', seats: 2, amountCents: 11400, paidAt: '2026-11-27T15:30:00.000Z' });
    expect(paid.number).toMatch(/^2026-[0-9A-F]{8}$/);
    expect(Date.parse(paid.periodEnd) - Date.parse(paid.paidAt)).toBeGreaterThanOrEqual(28 * 86_400_000);

    // A purchase given up (its Pix expired) is not listed; the boleto still waiting is.
    const given = await owner.post('/api/create-subscription', { plan: 'enterprise', seats: 3, method: 'pix' });
    expect(given.statusCode).toBe(200);
    clock.advance(31 * 60_000);
    expect((await owner.get('/api/billing/invoices')).json().invoices.map((i: { method: string; status: string }) => [i.method, i.status])).toEqual([
      ['boleto', 'pending'],
      ['pix', 'paid'],
    ]);
    clock.set('2026-11-27T15:30:00Z');

    const pdf = await owner.get(paid.receiptUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`recibo-funil-${paid.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await owner.get(`/api/billing/invoices/${waiting.id}/receipt.pdf`)).statusCode).toBe(404);
    for (const id of ['nada', '00000000-0000-0000-0000-000000000000', '%2e%2e'])
      expect((await owner.get(`/api/billing/invoices/${id}/receipt.pdf`)).statusCode, id).toBe(404);

    // Another agency's owner: not found; a member of the same agency: not theirs to see.
    const other = await seedAgency(t.db);
    const them = await loginAs(t.app, other.email, other.password);
    expect((await them.get(paid.receiptUrl)).statusCode).toBe(404);
    expect((await them.get('/api/billing/invoices')).json().invoices).toEqual([]);
    const [me] = await t.db.select({ agencyId: users.agencyId }).from(users).where(eq(users.email, email));
    const { api: admin } = await seedMember(t.app, t.db, me.agencyId as string, 'admin');
    expect((await admin.get('/api/billing/invoices')).statusCode).toBe(403);
    expect((await admin.get(paid.receiptUrl)).statusCode).toBe(403);
  });
});
