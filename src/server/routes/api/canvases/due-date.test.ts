// PATCH /api/canvases/:id { dueDate } (decision 008): set, clear, refuse what is not a calendar day.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas, seedClient, seedTeamMember } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { canvases } from '../../../db/schema.ts';

// 23 November 2026, 12:00 UTC: the days below are after it, whatever day the suite runs.
const clock = manualClock();
const t = withTestApp({}, { clock });

async function setup() {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id, 'Loja Prazo');
  const canvas = await seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, userId: a.owner.id, title: 'Funil com prazo' });
  const api = await loginAs(t.app, a.email, a.password);
  return { ...a, client, canvas, api };
}

const stored = async (id: string) => (await t.db.select().from(canvases).where(eq(canvases.id, id)))[0];

/** A PATCH of the title and `dueDate` answers 400 `error` and leaves the funnel as `before` (due 1 December). */
async function expectRefused(s: Awaited<ReturnType<typeof setup>>, before: Awaited<ReturnType<typeof stored>>, dueDate: unknown, error: string) {
  const res = await s.api.patch(`/api/canvases/${s.canvas.id}`, { title: 'Não deve mudar', dueDate });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(error);
  const after = await stored(s.canvas.id);
  expect(after.dueDate).toBe('2026-12-01');
  expect(after.title).toBe(before.title);
  expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
}

describe('PATCH /api/canvases/:id dueDate', () => {
  it('sets the due date, shows it in the detail and the list, and null clears it', async () => {
    const s = await setup();
    const res = await s.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: '2026-12-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().dueDate).toBe('2026-12-01');
    expect((await stored(s.canvas.id)).dueDate).toBe('2026-12-01');
    expect((await s.api.get(`/api/canvases/${s.canvas.id}`)).json().dueDate).toBe('2026-12-01');
    const list = (await s.api.get('/api/canvases')).json() as { id: string; dueDate: string | null }[];
    expect(list.find((c) => c.id === s.canvas.id)?.dueDate).toBe('2026-12-01');

    // A save without dueDate leaves it alone.
    expect((await s.api.patch(`/api/canvases/${s.canvas.id}`, { title: 'Outro nome' })).json().dueDate).toBe('2026-12-01');

    const cleared = await s.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().dueDate).toBeNull();
    expect((await stored(s.canvas.id)).dueDate).toBeNull();
  });

  it.each([
    ['a day that does not exist', '2026-02-30'],
    ['a word', 'amanhã'],
    ['a number', 5],
    ['a day without leading zeros', '2026-1-5'],
    ['an empty string', ''],
    ['a timestamp', '2026-12-01T10:00:00Z'],
    ['a year zero', '0000-01-01'],
    ['an object', { day: 1 }],
  ])('answers 400 "Data inválida" for %s and changes nothing', async (_label, dueDate) => {
    const s = await setup();
    await s.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: '2026-12-01' });
    const before = await stored(s.canvas.id);
    await expectRefused(s, before, dueDate, 'Data inválida');
  });

  it('accepts 29 February of a leap year and refuses it otherwise', async () => {
    const s = await setup();
    expect((await s.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: '2028-02-29' })).statusCode).toBe(200);
    expect((await s.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: '2027-02-29' })).statusCode).toBe(400);
    expect((await stored(s.canvas.id)).dueDate).toBe('2028-02-29');
  });

  it('refuses a day before today in São Paulo with 400, changes nothing, and accepts today', async () => {
    const s = await setup();
    await s.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: '2026-12-01' });
    const before = await stored(s.canvas.id);
    // 02:30 UTC on 24 November is still 23 November in São Paulo: the 23rd is today, the 22nd past.
    clock.set('2026-11-24T02:30:00Z');
    try {
      await expectRefused(s, before, '2026-11-22', 'O prazo não pode ser uma data passada.');

      expect((await s.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: '2026-11-23' })).statusCode).toBe(200);
      expect((await stored(s.canvas.id)).dueDate).toBe('2026-11-23');
      // Clearing is always allowed.
      expect((await s.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: null })).statusCode).toBe(200);
    } finally {
      clock.set('2026-11-23T12:00:00Z');
    }
  });

  it('lets a creator (canvases:write) set it; another agency gets 404', async () => {
    const s = await setup();
    const creator = await seedTeamMember(t.db, s.agency.id, 'creator');
    const capi = await loginAs(t.app, creator.email, creator.password);
    expect((await capi.patch(`/api/canvases/${s.canvas.id}`, { dueDate: '2027-01-15' })).statusCode).toBe(200);
    expect((await stored(s.canvas.id)).dueDate).toBe('2027-01-15');

    const other = await setup();
    const res = await other.api.patch(`/api/canvases/${s.canvas.id}`, { dueDate: '2027-03-01' });
    expect(res.statusCode).toBe(404);
    expect((await stored(s.canvas.id)).dueDate).toBe('2027-01-15');
  });
});
