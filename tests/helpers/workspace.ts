// Seeding helpers for the agency-workspace API tests.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/crypto.ts';
import type { Role } from '../../src/shared/permissions.ts';
import type { PlanId } from '../../src/shared/plans.ts';
import { type ApiClient, loginAs, seedAgency, type TestApp } from './app.ts';
import { seedCanvas, seedClient } from './canvas-fixtures.ts';

let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A team member (D3) of the agency, with a signed-in client. */
export async function seedMember(app: FastifyInstance, db: Db, agencyId: string, role: Role, name = `Membro ${role}`) {
  const email = `${role}-${uniq()}@agencia.test`;
  const [user] = await db
    .insert(users)
    .values({ agencyId, name, email, passwordHash: await hashPassword('senha123'), isAgencyUser: true, role })
    .returning();
  return { user, email, api: await loginAs(app, email, 'senha123') };
}

export type Who = 'owner' | 'admin' | 'gestor' | 'creator';

/** An agency with its owner and one team member of each role, all signed in. */
export async function seedWorkspace(app: FastifyInstance, db: Db, opts: { plan?: PlanId; seats?: number } = {}) {
  const { agency, owner, email, password } = await seedAgency(db, { plan: opts.plan ?? 'enterprise', seats: opts.seats ?? 10 });
  const ownerApi = await loginAs(app, email, password);
  const admin = await seedMember(app, db, agency.id, 'admin', 'Alice Admin');
  const gestor = await seedMember(app, db, agency.id, 'gestor', 'Gabi Gestor');
  const creator = await seedMember(app, db, agency.id, 'creator', 'Caio Creator');
  const as: Record<Who, ApiClient> = { owner: ownerApi, admin: admin.api, gestor: gestor.api, creator: creator.api };
  return { agency, owner, ownerEmail: email, as, members: { admin, gestor, creator } };
}

export { seedClient } from './canvas-fixtures.ts';

/** A valid 'Informações da Agência' form (PATCH /api/agency-info). */
export const AGENCY_INFO = {
  agencyName: 'Agência Aurora',
  businessType: 'Marketing digital',
  ceoName: 'Ana Souza',
  cnpj: '12.345.678/0001-90',
  website: 'https://aurora.test',
  instagram: '@aurora',
  region: 'SP',
  monthlyRevenue: '1500000',
};

/** An agency, one client and one funnel of it; `api` is the owner signed in. */
export async function seedOwnerCanvas(t: TestApp, canvas: Omit<Parameters<typeof seedCanvas>[1], 'agencyId' | 'clientId' | 'userId'>) {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id);
  const row = await seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, userId: a.owner.id, ...canvas });
  const api = await loginAs(t.app, a.email, a.password);
  return { ...a, client, canvas: row, api };
}
