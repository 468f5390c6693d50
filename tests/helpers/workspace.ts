// Seeding helpers for the agency-workspace API tests.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/crypto.ts';
import type { Role } from '../../src/shared/permissions.ts';
import type { PlanId } from '../../src/shared/plans.ts';
import { type ApiClient, loginAs, seedAgency } from './app.ts';

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
