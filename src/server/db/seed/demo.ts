// D22: on first start of an empty embedded database, a demo agency.
import { sql } from 'drizzle-orm';
import { createAgencyWithOwner } from '../../domain/agency/create-agency.ts';
import type { Db } from '../client.ts';
import { agencies } from '../schema.ts';

export const DEMO = { email: 'demo@funil.app', password: 'demo1234', name: 'Demo Funil', agencyName: 'Agência Demo' };

export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(agencies);
  if (n > 0) return false;
  await createAgencyWithOwner({ db, actor: null }, { ...DEMO, plan: 'enterprise', seats: 5 });
  return true;
}
