// Pix and boleto with the local provider (docs/decisions/027-pix-and-boleto.md): what the page
// and the mail show, the page's wait, the stand-in for the bank's confirmation, expiry, the PDF.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { payments } from '../../../db/schema.ts';
import { confirmTransferByEmail } from '../../../domain/billing/payment-methods.ts';

const clock = manualClock(new Date('2026-11-27T15:00:00Z'));
const t = withTestApp({}, { clock });

let n = 0;
const newEmail = () => `pix${++n}-${Math.random().toString(36).slice(2, 7)}@agencia.test`;
const sys = () => ({ db: t.db, actor: null, clock, mailer: t.mailer, publicUrl: 'http://funil.test', log: { error: () => {}, warn: () => {} } as never });
const paymentOf = async (email: string) => (await t.db.select().from(payments).where(sql`lower(${payments.email}) = ${email}`))[0];

/** The EMV fields of a Pix code, read back: id → value. */
function emv(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length; ) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

describe('Pix with the local provider', () => {
  it('answers a Pix code and its QR, waits, is marked paid by the test button, and the account can be made', async () => {
    clock.set('2026-11-27T15:00:00Z');
    const email = newEmail();
    const c = new ApiClient(t.app);
    const res = await c.post('/api/create-subscription', { email, plan: 'enterprise', seats: 2, method: 'pix' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ method: 'pix', provider: 'local', status: 'pending', amountCents: 25400, plan: 'enterprise', seats: 2 });
    const fields = emv(body.pix.copyPaste);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('254.00');
    expect(fields.get('58')).toBe('BR');
    expect(body.pix.qrSvg).toMatch(/^<svg[\s\S]*<path/);
    expect(body.pix.expiresAt).toBe('2026-11-27T15:30:00.000Z');
    expect(body.boleto).toBeUndefined();
    expect((await paymentOf(email)).method).toBe('pix');

    const wait = () => c.post('/api/payments/status', { clientSecret: body.clientSecret });
    expect((await wait()).json()).toEqual({ status: 'pending', email, plan: 'enterprise', seats: 2, upgrade: false });
    expect((await c.post('/api/check-payment-status', { email })).json().hasPayment).toBe(false);
    const paid = await c.post('/api/payments/local/simulate', { clientSecret: body.clientSecret });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('succeeded');
    expect((await wait()).json().status).toBe('succeeded');
    // Paid twice: nothing more happens.
    expect((await c.post('/api/payments/local/simulate', { clientSecret: body.clientSecret })).statusCode).toBe(200);
    expect((await c.post('/api/check-payment-status', { email })).json()).toMatchObject({ hasPayment: true, plan: 'enterprise', seats: 2 });
    const reg = await c.post('/api/auth/register', { name: 'Ana Pix', email, password: 'senha123', plan: 'enterprise', agencyName: 'Agência Pix' });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json()).toMatchObject({ plan: 'enterprise', userLimit: 2 });
  });

  it('an expired code cannot be paid; a forged or unknown secret is 404; the card route refuses a Pix', async () => {
    clock.set('2026-11-27T15:00:00Z');
    const email = newEmail();
    const c = new ApiClient(t.app);
    const body = (await c.post('/api/create-subscription', { email, plan: 'business', method: 'pix' })).json();
    clock.advance(31 * 60_000);
    expect((await c.post('/api/payments/status', { clientSecret: body.clientSecret })).json().status).toBe('expired');
    const late = await c.post('/api/payments/local/simulate', { clientSecret: body.clientSecret });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Este código Pix expirou. Gere um novo.');
    expect((await paymentOf(email)).status).toBe('pending');
    const forged = `${body.clientSecret.split('_secret_')[0]}_secret_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    for (const clientSecret of [forged, 'lpi_nada_secret_nada', 'x'.repeat(20)]) {
      const r = await c.post('/api/payments/status', { clientSecret });
      expect(r.statusCode, clientSecret).toBe(404);
      expect(r.json().error).toMatch(/Pagamento não encontrado/);
    }
    expect((await c.post('/api/payments/status', {})).statusCode).toBe(400);
    expect((await c.post('/api/create-subscription', { email, plan: 'business', method: 'bitcoin' })).statusCode).toBe(400);
  });

  it('a signed-in owner upgrades by Pix: the agency changes only once it is paid', async () => {
    clock.set('2026-11-27T15:00:00Z');
    const ag = await seedAgency(t.db, { plan: 'business' });
    const api = await loginAs(t.app, ag.email, ag.password);
    const body = (await api.post('/api/create-subscription', { plan: 'enterprise', method: 'pix' })).json();
    expect(body).toMatchObject({ method: 'pix', upgrade: true, status: 'pending' });
    expect((await api.get('/api/auth/me')).json().plan).toBe('business');
    await confirmTransferByEmail(sys(), ag.email.toUpperCase());
    expect((await api.post('/api/payments/status', { clientSecret: body.clientSecret })).json()).toMatchObject({ status: 'succeeded', upgrade: true });
    expect((await api.get('/api/auth/me')).json().plan).toBe('enterprise');
  });
});

describe('boleto with the local provider', () => {
  it('checks the CPF or CNPJ, answers the linha digitável and the PDF, mails both, and is paid by the CLI', async () => {
    clock.set('2026-11-27T15:00:00Z');
    const email = newEmail();
    const c = new ApiClient(t.app);
    for (const [taxId, name] of [
      [undefined, 'Ana'],
      ['123.456.789-00', 'Ana'],
      ['11.111.111/1111-11', 'Ana'],
      ['529.982.247-2', 'Ana'],
    ] as const) {
      const r = await c.post('/api/create-subscription', { email, plan: 'business', method: 'boleto', taxId, name });
      expect(r.statusCode, String(taxId)).toBe(400);
      expect(r.json()).toMatchObject({ error: 'CPF ou CNPJ inválido', field: 'taxId' });
    }
    const noName = await c.post('/api/create-subscription', { email, plan: 'business', method: 'boleto', taxId: '529.982.247-25' });
    expect(noName.json()).toMatchObject({ error: 'Informe o nome do pagador', field: 'name' });
    // An address is optional here (the local boleto does not need it), but half of one is a typo.
    const payer = { email, plan: 'business', method: 'boleto', taxId: '529.982.247-25', name: 'Ana' };
    for (const [address, error, field] of [
      [{ postalCode: '0131-0100' }, 'CEP inválido: informe os 8 dígitos', 'postalCode'],
      [{ postalCode: '01310-100', street: 'Av', city: 'São Paulo', state: 'SP' }, 'Informe o endereço (rua e número)', 'street'],
      [{ postalCode: '01310-100', street: 'Av. Paulista, 1000', state: 'SP' }, 'Informe a cidade', 'city'],
      [{ postalCode: '01310-100', street: 'Av. Paulista, 1000', city: 'São Paulo', state: 'XX' }, 'Escolha a UF', 'state'],
    ] as const) {
      const r = await c.post('/api/create-subscription', { ...payer, ...address });
      expect(r.statusCode, field).toBe(400);
      expect(r.json(), field).toMatchObject({ error, field });
    }
    expect(await paymentOf(email)).toBeUndefined();

    const sent = t.mailer.sent.length;
    const res = await c.post('/api/create-subscription', { email, plan: 'business', seats: 3, method: 'boleto', taxId: '529.982.247-25', name: 'Ana Boleto' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.method).toBe('boleto');
    expect(body.boleto.digitableLine).toMatch(/^\d{47}$/);
    expect(body.boleto.barcode).toMatch(/^\d{44}$/);
    expect(body.boleto.dueDate).toBe('2026-11-30');
    // The barcode carries the amount (3 × R$ 57,00) and the line its last 14 digits.
    expect(body.amountCents).toBe(17100);
    expect(body.boleto.barcode.slice(9, 19)).toBe('0000017100');
    expect(body.boleto.digitableLine.slice(33)).toBe(body.boleto.barcode.slice(5, 19));
    const stored = await paymentOf(email);
    expect(stored.instructions?.boleto).toMatchObject({ payerName: 'Ana Boleto', payerTaxId: '52998224725', dueDate: '2026-11-30' });

    const mail = t.mailer.sent.slice(sent).find((m) => m.to === email);
    expect(mail?.subject).toContain('vence em 30/11/2026');
    expect(mail?.text).toContain(stored.instructions?.boleto?.formattedLine);
    expect(mail?.text).toContain(body.boleto.pdfUrl);

    const pdf = await t.app.inject({ method: 'GET', url: body.boleto.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/boleto.pdf?s=lpi_nada_secret_nada' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/boleto.pdf' })).statusCode).toBe(400);

    // The bank's confirmation, from the CLI's operation; the account follows.
    await confirmTransferByEmail(sys(), email);
    expect((await c.post('/api/check-payment-status', { email })).json()).toMatchObject({ hasPayment: true, plan: 'business', seats: 3 });
    const paidMail = t.mailer.sent.filter((m) => m.to === email).at(-1);
    expect(paidMail?.subject).toBe('Funil: pagamento confirmado, plano Business');
    expect(paidMail?.text).toContain(`/auth?mode=register&plan=business&email=${encodeURIComponent(email)}`);
    await expect(confirmTransferByEmail(sys(), 'ninguem@agencia.test')).rejects.toThrow(/Nenhum pagamento/);
  });

  it('past its due day a boleto is expired and cannot be confirmed', async () => {
    clock.set('2026-11-27T15:00:00Z');
    const email = newEmail();
    const c = new ApiClient(t.app);
    const body = (
      await c.post('/api/create-subscription', { email, plan: 'business', method: 'boleto', taxId: '11.222.333/0001-81', name: 'Loja Ltda' })
    ).json();
    clock.set('2026-11-30T23:00:00Z'); // 20:00 in São Paulo: still the due day
    expect((await c.post('/api/payments/status', { clientSecret: body.clientSecret })).json().status).toBe('pending');
    clock.set('2026-12-01T03:30:00Z'); // the 1st in São Paulo
    expect((await c.post('/api/payments/status', { clientSecret: body.clientSecret })).json().status).toBe('expired');
    await expect(confirmTransferByEmail(sys(), email)).rejects.toThrow('Este boleto venceu. Gere um novo.');
  });

  it('a card payment is still the default', async () => {
    const res = await new ApiClient(t.app).post('/api/create-subscription', { email: newEmail(), plan: 'business' });
    expect(res.json()).toMatchObject({ method: 'card', status: 'pending' });
    expect(res.json().pix).toBeUndefined();
  });
});
