// The mail budget (docs/decisions/021-mail-budget.md): one address, signed in nowhere, drives
// every route that can make the server send mail for an hour (the service clock, and the real
// minutes the in-process per-minute limits count, moved a minute at a time, the digest job run
// each minute), and the outbox holds no more than the budget, line by line and in all.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, manualClock, seedAgency, withTestApp } from '../../../tests/helpers/app.ts';
import { seedCanvas, seedTeamMember } from '../../../tests/helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../../../tests/helpers/portal-seed.ts';
import { notificationEvents } from '../db/schema.ts';
import { systemCtx } from '../jobs/index.ts';
import { AGENCY_RECIPIENTS, MAIL_BUDGET, MAIL_BUDGET_PER_HOUR } from './mail-budget.ts';
import { flushNotificationDigests } from './notifications/digest.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });
const MIN = 60 * 1000;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock.now());
});
afterAll(() => {
  vi.useRealTimers();
});

const tick = () => {
  clock.advance(MIN);
  vi.setSystemTime(clock.now());
};

describe('the mail one unauthenticated address can cause in an hour', () => {
  it(`stays within ${MAIL_BUDGET_PER_HOUR} mails, each route within its line`, async () => {
    // Accounts whose emails the caller knows, and one agency's funnels behind public links,
    // each made by a team member (two people hear of every event: the owner and the creator).
    const accounts: string[] = [];
    for (let i = 0; i < 8; i++) accounts.push((await seedAgency(t.db, { email: `conta${i}@vitima.test` })).email);
    const ag = await seedAgency(t.db, { plan: 'enterprise' });
    const creator = await seedTeamMember(t.db, ag.agency.id, 'creator');
    const cl = await seedClientAccess(t.db, ag.agency.id);
    const links: string[] = [];
    for (let i = 0; i < 40; i++) {
      const link = newPublicLink();
      await seedCanvas(t.db, {
        agencyId: ag.agency.id,
        clientId: cl.clientId,
        userId: creator.user.id,
        status: 'published',
        publicLink: link,
        content: sampleContent(),
      });
      links.push(link);
    }

    const from = new ApiClient(t.app, '198.51.100.7');
    const start = t.mailer.sent.length;
    const jobCtx = systemCtx(t.db, { mailer: t.mailer, publicUrl: t.config.publicUrl, clock, log: { warn: () => {}, error: () => {} } });
    const answers: Record<string, number[]> = {};
    const call = async (label: string, route: string, body: unknown) => {
      const r = await from.post(route, body);
      expect(r.statusCode, `${route}: ${r.body}`).toBeLessThan(500);
      answers[label] = [...(answers[label] ?? []), r.statusCode];
    };
    for (let m = 0; m < 60; m++) {
      const link = (k: number) => links[k % links.length];
      const invented = (k: number) => ({ clientName: `Pessoa ${k}`, email: `inventada${k}@fora.test` });
      await call('reset', '/api/auth/reset-password', { email: accounts[m % accounts.length] });
      await call('identify', `/api/public/canvas/${link(m)}/identify`, { clientName: 'Vítima', email: `vitima+${m}@alvo.test` });
      await call('subscription', '/api/create-subscription', { email: accounts[m % accounts.length], plan: 'business' });
      // Boletos to emails typed, each paid by the test button (from the half hour on: the account
      // notices' line, which every purchase without a session charges, is used up by then).
      if (m >= 30) {
        const boleto = await from.post('/api/create-subscription', {
          email: `boleto+${m}@alvo.test`,
          plan: 'business',
          method: 'boleto',
          taxId: '52998224725',
          name: 'Vítima',
        });
        expect(boleto.statusCode, boleto.body).toBe(200);
        await call('simulate', '/api/payments/local/simulate', { clientSecret: boleto.json().clientSecret });
      }
      for (const k of [2 * m, 2 * m + 1]) {
        await call('comment', `/api/public/canvas/${link(k)}/comments`, {
          ...invented(k),
          comment: { id: `comment-flood-${k}`, position: { x: k, y: k }, content: `Texto escolhido ${k}` },
        });
      }
      await call('decision', `/api/public/canvas/${link(m + 20)}/approvals`, {
        status: 'adjustment_requested',
        feedback: `Ajuste ${m}`,
        ...invented(1000 + m),
      });
      await call('set-password', '/api/client/set-password', { token: `link-inventado-${m}-xxxxxxxxxx`, password: 'senha-qualquer' });
      await call('client-login', '/api/client/login', { email: cl.email, password: 'errada' });
      await call('login', '/api/auth/login', { email: accounts[0], password: 'errada' });
      await flushNotificationDigests(jobCtx);
      tick();
    }
    // what was still held back goes out in the digests after the hour
    for (let m = 0; m < 11; m++) {
      tick();
      await flushNotificationDigests(jobCtx);
    }

    const sent = t.mailer.sent.slice(start);
    const reset = sent.filter((x) => x.subject === 'Funil: redefinição de senha');
    const codes = sent.filter((x) => x.subject.startsWith('Seu código para revisar'));
    const notices = sent.filter((x) => x.subject === 'Funil: compra iniciada com o email da sua conta');
    const payer = sent.filter((x) => x.to.endsWith('@alvo.test') && (x.subject.includes('boleto') || x.subject.startsWith('Funil: pagamento confirmado')));
    const toAgency = sent.filter((x) => x.to === ag.email.toLowerCase() || x.to === creator.email.toLowerCase());
    expect(reset.length + codes.length + notices.length + payer.length + toAgency.length).toBe(sent.length);
    expect(payer).toHaveLength(MAIL_BUDGET.payerMails);
    expect(reset).toHaveLength(MAIL_BUDGET.resetRequests);
    expect(codes).toHaveLength(MAIL_BUDGET.guestCodes);
    expect(notices).toHaveLength(MAIL_BUDGET.accountNotices);
    expect(toAgency.length).toBeGreaterThan(0);
    expect(toAgency.length).toBeLessThanOrEqual(MAIL_BUDGET.agencyEvents * AGENCY_RECIPIENTS);
    expect(await t.db.select().from(notificationEvents)).toHaveLength(MAIL_BUDGET.agencyEvents);
    expect(sent.length).toBeLessThanOrEqual(MAIL_BUDGET_PER_HOUR);
    // every comment and decision was stored all the same
    expect(answers.comment.filter((s) => s === 200)).toHaveLength(120);
    expect(answers.decision.filter((s) => s === 200)).toHaveLength(60);
  }, 180_000);
});
