// GET /api/agency/export (decision 012): the owner downloads everything the agency owns, nothing of
// another agency, and no secret; every other role is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { AgencyExportSchema } from '#shared/schemas/data-rights.ts';
import { countAgencyRows, type FullAgency, seedFullAgency } from '../../../../../tests/helpers/agency-world.ts';
import { ApiClient, loginAs, withTestApp } from '../../../../../tests/helpers/app.ts';
import { canvasVersions } from '../../../db/schema.ts';
import { AGENCY_TABLES, isExported } from '../../../domain/agency/agency-tables.ts';
import { PAGE_ROWS } from '../../../domain/agency/export-agency.ts';
import { CLIENT_COOKIE } from '../../../plugins/session.ts';

const t = withTestApp();

describe('GET /api/agency/export', () => {
  let alfa: FullAgency;
  let beta: FullAgency;
  beforeAll(async () => {
    alfa = await seedFullAgency(t, 'alfa');
    beta = await seedFullAgency(t, 'beta');
  });

  it('starts from two agencies with a row in every exported table (else the checks below prove nothing)', async () => {
    for (const a of [alfa, beta]) {
      const counts = await countAgencyRows(t.db, a.agencyId);
      expect(Object.entries(counts).filter(([, n]) => n === 0)).toEqual([]);
    }
  });

  it('gives the owner a JSON file with every exported table of the agency, and nothing of another agency', async () => {
    const owner = await loginAs(t.app, alfa.email, alfa.password);
    const res = await owner.get('/api/agency/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="funil-agencia-alfa-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = AgencyExportSchema.parse(JSON.parse(res.body));
    expect(file.agency.id).toBe(alfa.agencyId);
    expect(file.agency.name).toBe('Agência alfa');

    const counts = await countAgencyRows(t.db, alfa.agencyId);
    for (const table of AGENCY_TABLES.filter(isExported)) {
      if (table.scope.by === 'self') continue;
      const rows = file.tables[table.export.key];
      expect(rows, `${table.name} as ${table.export.key}`).toBeDefined();
      expect(rows.length, `${table.name}: every row of the agency`).toBe(counts[table.name]);
    }
    // Names the tables hold, not just counts: the team with roles, the access with its state.
    expect(file.tables.team.map((m) => m.role).sort()).toEqual(['admin', 'admin', 'creator', 'gestor']);
    expect(file.tables.portalAccesses[0]).toMatchObject({ email: alfa.access.email, isActive: true });
    expect(file.tables.funnels[0]).toMatchObject({ title: 'Funil alfa', dueDate: '2026-12-01', publicLink: alfa.publicLink });
    expect(JSON.stringify(file.tables.funnels[0].content)).toContain('Página de Captura');
    expect(file.tables.decisions[0]).toMatchObject({ feedback: 'Ajuste alfa' });

    const leaked = [...beta.markers].filter((m) => res.body.includes(m));
    expect(leaked, "another agency's ids, emails or link in the export").toEqual([]);
    expect(res.body).not.toContain('beta');
  });

  it('holds no password, hash, ciphertext or token of either agency', async () => {
    const owner = await loginAs(t.app, alfa.email, alfa.password);
    const body = (await owner.get('/api/agency/export')).body;
    const all = [...alfa.secrets, ...beta.secrets, alfa.password, beta.password];
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((s) => body.includes(s))).toEqual([]);
    expect(body).not.toMatch(/\$argon2/);
    expect(body).not.toMatch(/passwordHash|passwordEncrypted|tokenHash|codeHash/);
  });

  it('pages through a table larger than one page', async () => {
    const extra = PAGE_ROWS * 2 + 7;
    await t.db
      .insert(canvasVersions)
      .values(Array.from({ length: extra }, (_, i) => ({ agencyId: alfa.agencyId, canvasId: alfa.canvas.id, version: 100 + i, title: `v${i}`, content: {} })));
    const owner = await loginAs(t.app, alfa.email, alfa.password);
    const file = JSON.parse((await owner.get('/api/agency/export')).body);
    const versions: { version: number }[] = file.tables.funnelVersions;
    expect(versions.length).toBe(extra + 1);
    expect(new Set(versions.map((v) => v.version)).size).toBe(extra + 1);
  });

  it('refuses every team role (403, pt-BR) and anyone without an agency session (401)', async () => {
    for (const role of ['admin', 'gestor', 'creator'] as const) {
      const m = alfa.members[role];
      const res = await (await loginAs(t.app, m.email, m.password)).get('/api/agency/export');
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toBe('Apenas o dono da agência pode baixar os dados da agência.');
    }
    const client = new ApiClient(t.app);
    const login = await client.post('/api/client/login', { email: alfa.access.email, password: alfa.access.password });
    expect(login.statusCode).toBe(200);
    expect(client.cookies[CLIENT_COOKIE]).toBeTruthy();
    expect((await client.get('/api/agency/export')).statusCode).toBe(401);
    const anon = await new ApiClient(t.app).get('/api/agency/export');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error).toMatch(/login/);
  });
});
