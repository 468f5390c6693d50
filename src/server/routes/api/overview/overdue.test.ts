// GET /api/metrics overdueFunnels (decision 008): due day before today in São Paulo, not approved.
import { describe, expect, it } from 'vitest';
import { loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas, seedClient } from '../../../../../tests/helpers/canvas-fixtures.ts';

// 2 December 02:30 UTC is still 1 December (23:30) in São Paulo.
const clock = manualClock(new Date('2026-12-02T02:30:00Z'));
const t = withTestApp({}, { clock });

describe('GET /api/metrics overdueFunnels', () => {
  it('counts funnels whose due day has passed in São Paulo and that are not approved, of the agency only', async () => {
    const a = await seedAgency(t.db);
    const client = await seedClient(t.db, a.agency.id);
    const funnel = (status: string, dueDate: string | null) => seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, status, dueDate });
    await funnel('published', '2026-11-30'); // overdue
    await funnel('needs_adjustments', '2026-11-01'); // overdue
    await funnel('draft', '2026-11-30'); // overdue: nobody sent it in time
    await funnel('approved', '2026-11-30'); // approved: not overdue
    await funnel('published', '2026-12-01'); // today in São Paulo (already 2 December in UTC)
    await funnel('published', null);
    const other = await seedAgency(t.db);
    const oc = await seedClient(t.db, other.agency.id);
    await seedCanvas(t.db, { agencyId: other.agency.id, clientId: oc.id, status: 'published', dueDate: '2026-01-01' });

    const api = await loginAs(t.app, a.email, a.password);
    expect((await api.get('/api/metrics')).json().overdueFunnels).toBe(3);
    clock.set('2026-12-02T03:00:00Z'); // midnight in São Paulo: 1 December has passed too
    expect((await api.get('/api/metrics')).json().overdueFunnels).toBe(4);
  });
});
