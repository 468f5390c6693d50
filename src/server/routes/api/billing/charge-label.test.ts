// Charges labelled as they are charged (decision 008): the create-subscription answer says whether
// the amount is a pro-rata difference (`prorated`), and it is one exactly when the amount is.
// An agency made by the operator CLI (createAgencyWithOwner, as `agency:create` does) never paid:
// its change starts a period today and charges a full month; the page must not call it
// proportional.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPlan } from '#shared/plans.ts';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { agencies } from '../../../db/schema.ts';
import { PERIOD_MS } from '../../../domain/billing/pricing.ts';

const t = withTestApp();

const month = (plan: 'business' | 'enterprise', seats: number) => getPlan(plan).priceCents * seats;

describe('POST /api/create-subscription: prorated says what amountCents is', () => {
  it('an agency created by the CLI (no paid period): a full month of the new total, prorated false', async () => {
    const { email, password } = await seedAgency(t.db, { plan: 'business', seats: 1 });
    const c = await loginAs(t.app, email, password);
    expect((await c.get('/api/auth/me')).json().subscription.paidUntil).toBeNull();
    const r = await c.post('/api/create-subscription', { plan: 'enterprise', seats: 3 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ upgrade: true, prorated: false, amountCents: month('enterprise', 3) });
  });

  it('a running paid period: the difference for the time left, prorated true', async () => {
    const { email, password, agency } = await seedAgency(t.db, { plan: 'business', seats: 1 });
    await t.db
      .update(agencies)
      .set({ paidUntil: new Date(Date.now() + PERIOD_MS / 2) })
      .where(eq(agencies.id, agency.id));
    const c = await loginAs(t.app, email, password);
    const body = (await c.post('/api/create-subscription', { plan: 'business', seats: 2 })).json();
    expect(body).toMatchObject({ upgrade: true, prorated: true });
    expect(Math.abs(body.amountCents - month('business', 1) / 2)).toBeLessThanOrEqual(2);
    expect(body.amountCents).toBeLessThan(month('business', 2));
  });

  it('a period already over (still active): a full month again, prorated false', async () => {
    const { email, password, agency } = await seedAgency(t.db, { plan: 'business', seats: 1 });
    await t.db
      .update(agencies)
      .set({ paidUntil: new Date(Date.now() - 1000) })
      .where(eq(agencies.id, agency.id));
    const c = await loginAs(t.app, email, password);
    expect((await c.post('/api/create-subscription', { plan: 'business', seats: 2 })).json()).toMatchObject({
      prorated: false,
      amountCents: month('business', 2),
    });
  });

  it('a new customer: a full month, prorated false', async () => {
    const r = await new ApiClient(t.app).post('/api/create-subscription', { email: `novo-${Date.now()}@x.test`, plan: 'business', seats: 2 });
    expect(r.json()).toMatchObject({ upgrade: false, prorated: false, amountCents: month('business', 2) });
  });
});
