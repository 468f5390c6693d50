import { and, eq, ne, sql } from 'drizzle-orm';
import { ACCESS_EMAIL_TAKEN_MSG } from '#shared/schemas/clients.ts';
import type { Db } from '../../db/client.ts';
import { clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** One access per email per agency (D8); 409 before the unique index would answer 500. */
export async function assertEmailFree(db: Db, agencyId: string, email: string, exceptId?: string) {
  const conds = [eq(clientAccesses.agencyId, agencyId), sql`lower(${clientAccesses.email}) = ${email.toLowerCase()}`];
  if (exceptId) conds.push(ne(clientAccesses.id, exceptId));
  const [row] = await db
    .select({ id: clientAccesses.id })
    .from(clientAccesses)
    .where(and(...conds))
    .limit(1);
  if (row) throw new AppError('CONFLICT', ACCESS_EMAIL_TAKEN_MSG);
}

/** A unique-index race that slipped past assertEmailFree still answers 409. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}
