// PATCH /api/agency-info (docs/product.md; D7).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, withTestApp } from '../../../../../tests/helpers/app.ts';
import { AGENCY_INFO, seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { agencies } from '../../../db/schema.ts';

const t = withTestApp();

const valid = AGENCY_INFO;

describe('PATCH /api/agency-info', () => {
  it('owner and admin update it; the answer is the refreshed user', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const res = await w.as.owner.patch('/api/agency-info', valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...valid, plan: 'enterprise' });
    const admin = await w.as.admin.patch('/api/agency-info', { ...valid, agencyName: 'Aurora 2', website: '', instagram: null, monthlyRevenue: '' });
    expect(admin.statusCode).toBe(200);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, w.agency.id));
    expect(row).toMatchObject({ name: 'Aurora 2', website: null, instagram: null, monthlyRevenue: null, cnpj: valid.cnpj });
    // every member sees the agency's data in /me
    expect((await w.as.creator.get('/api/auth/me')).json().agencyName).toBe('Aurora 2');
  });

  it('validates each field with the spec message and changes nothing', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const cases: [Partial<typeof valid>, string, string][] = [
      [{ agencyName: 'A' }, 'Nome da agência deve ter pelo menos 2 caracteres', 'agencyName'],
      [{ businessType: '' }, 'Tipo de negócio é obrigatório', 'businessType'],
      [{ ceoName: 'x' }, 'Nome do CEO é obrigatório', 'ceoName'],
      [{ cnpj: '1234567890' }, 'CNPJ deve ter pelo menos 11 caracteres', 'cnpj'],
      [{ region: ' ' }, 'Região/Estado é obrigatório', 'region'],
      [{ monthlyRevenue: '15.000,00' }, 'Faturamento deve conter apenas dígitos', 'monthlyRevenue'],
    ];
    for (const [patch, error, field] of cases) {
      const res = await w.as.owner.patch('/api/agency-info', { ...valid, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, field });
    }
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, w.agency.id));
    expect(row.businessType).toBeNull();
  });

  it('refuses gestor and creator (403) and anonymous calls (401)', async () => {
    const w = await seedWorkspace(t.app, t.db);
    for (const who of ['gestor', 'creator'] as const) {
      expect((await w.as[who].patch('/api/agency-info', valid)).statusCode).toBe(403);
    }
    expect((await new ApiClient(t.app).patch('/api/agency-info', valid)).statusCode).toBe(401);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, w.agency.id));
    expect(row.ceoName).toBeNull();
  });
});
