// The weekly results mail: off until the owner or an admin switches it on, then each Monday once,
// to the owner with every live tracked funnel, and to a client only about its funnels that show
// results, when the agency chose so.
import { describe, expect, it } from 'vitest';
import { loginAs, manualClock, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedTeamMember } from '../../../../tests/helpers/canvas-fixtures.ts';
import { seedPublicFunnel } from '../../../../tests/helpers/portal.ts';
import { systemCtx } from '../../jobs/index.ts';
import { sendWeeklyResults } from './weekly-mail.ts';

// Wednesday 2026-11-18, noon in São Paulo.
const clock = manualClock(new Date('2026-11-18T15:00:00Z'));
const t = withTestApp({}, { clock });
const run = () => sendWeeklyResults(systemCtx(t.db, { mailer: t.mailer, publicUrl: t.config.publicUrl, log: t.app.log, clock }));

const CHROME = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${n}.0.0.0 Safari/537.36`;

describe('weekly results mail', () => {
  it('goes out once a week, from the Monday after it was switched on, with each live funnel', async () => {
    const { ag, cl, canvas } = await seedPublicFunnel(t, 'Funil da Black Friday', { status: 'published', clientName: 'Loja Semanal' });
    const api = await loginAs(t.app, ag.email, ag.password);
    const { siteKey } = (await api.put('/api/agency/tracking', { allowedDomains: ['loja.example'] })).json();
    const content = {
      components: [
        { id: 'a', type: 'landing', position: { x: 0, y: 0 }, data: { title: 'Entrada', conversionRate: 10, track: { path: '/' } } },
        { id: 'b', type: 'landing', position: { x: 300, y: 0 }, data: { title: 'Compra', conversionRate: 100, price: 97, track: { event: 'purchase' } } },
      ],
      connections: [{ id: 'ab', from: 'a', to: 'b' }],
      forecast: { visitors: 300, enabled: true },
    };
    expect((await api.patch(`/api/canvases/${canvas.id}`, { content })).statusCode).toBe(200);
    // Published again, so the client's version has the bound steps too.
    expect((await api.request('PUT', `/api/canvases/${canvas.id}`, { status: 'published' })).statusCode).toBe(200);
    const send = (n: number, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/collect',
        headers: { 'content-type': 'text/plain', origin: 'https://loja.example', 'user-agent': CHROME(n) },
        payload: JSON.stringify(body),
      });

    // Off by default: nothing.
    clock.set('2026-11-23T15:00:00Z');
    expect(await run()).toEqual({ sent: 0 });
    // Only the owner and admins switch it on.
    const gestor = await seedTeamMember(t.db, ag.agency.id, 'gestor');
    const g = await loginAs(t.app, gestor.email, gestor.password);
    expect((await g.put('/api/agency/tracking/weekly-mail', { enabled: true, clients: true })).statusCode).toBe(403);
    const on = await api.put('/api/agency/tracking/weekly-mail', { enabled: true, clients: false });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().weeklyMail).toEqual({ enabled: true, clients: false });
    // Switched on this week: the week already going is not mailed.
    expect(await run()).toEqual({ sent: 0 });

    // Traffic on the Wednesday of that week.
    clock.set('2026-11-25T15:00:00Z');
    for (const n of [1, 2]) await send(n, { site: siteKey, type: 'pageview', url: 'https://loja.example/' });
    await send(1, { site: siteKey, type: 'event', url: 'https://loja.example/ok', name: 'purchase', value: 97 });

    // The next Monday: last week (23 to 29) to the owner only.
    t.mailer.sent.length = 0;
    clock.set('2026-11-30T11:00:00Z');
    expect(await run()).toEqual({ sent: 1 });
    const [mail] = t.mailer.sent;
    expect(mail.to).toBe(ag.email);
    expect(mail.subject).toBe('Resultados da semana de 23/11 a 29/11');
    expect(mail.text).toContain('Funil da Black Friday: 2 pessoas (previsto 70) → 1 pessoa · receita R$ 97,00 (prevista R$ 679,00) — cliente Loja Semanal');
    // The same week again, from any instance: nothing more.
    expect(await run()).toEqual({ sent: 0 });

    // With the clients: only once the funnel shows its results.
    await api.put('/api/agency/tracking/weekly-mail', { enabled: true, clients: true });
    t.mailer.sent.length = 0;
    clock.set('2026-12-07T11:00:00Z');
    expect(await run()).toEqual({ sent: 1 });
    expect(t.mailer.sent.map((m) => m.to)).toEqual([ag.email]);
    await api.patch(`/api/canvases/${canvas.id}`, { showResults: true });
    t.mailer.sent.length = 0;
    clock.set('2026-12-14T11:00:00Z');
    expect(await run()).toEqual({ sent: 2 });
    const toClient = t.mailer.sent.find((m) => m.to === cl.email);
    expect(toClient?.subject).toBe('Resultados dos seus funis na semana de 07/12 a 13/12');
    expect(toClient?.text).toContain('Funil da Black Friday: 0 pessoas (previsto 70) → 0 pessoas');
    expect(toClient?.text).toContain(`/client-canvas/${canvas.id}`);
    expect(toClient?.text).not.toContain('cliente Loja Semanal');
  });
});
