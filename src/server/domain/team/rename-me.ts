import { eq } from 'drizzle-orm';
import type { User } from '#shared/schemas/auth.ts';
import { users } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { getUserById } from '../auth/users.ts';

/** Any signed-in agency user renames themself (the spec's local-only edit is a defect). */
export async function renameMe({ db, actor }: AgencyCtx, { name }: { name: string }): Promise<User> {
  await db.update(users).set({ name }).where(eq(users.id, actor.userId));
  return getUserById(db, actor.userId);
}
