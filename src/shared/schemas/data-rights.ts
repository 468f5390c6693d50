// The agency's data rights (decision 012; LGPD art. 18): the export file and closing the account.
import { z } from 'zod';
import { PASSWORD_REQUIRED_MSG } from '../data-rights.ts';
import { text } from '../text.ts';

export {
  AGENCY_NAME_MISMATCH_MSG,
  confirmsDeletion,
  DELETE_OWNER_ONLY_MSG,
  deletionPhrase,
  EXPORT_OWNER_ONLY_MSG,
  exportFileName,
  PASSWORD_REQUIRED_MSG,
  slugify,
  WRONG_PASSWORD_MSG,
} from '../data-rights.ts';

/** DELETE /api/agency: the owner's password, checked again (a stolen session alone cannot erase). */
export const DeleteAgencySchema = z.object({
  password: text(200, { error: PASSWORD_REQUIRED_MSG }).min(1, { error: PASSWORD_REQUIRED_MSG }).max(200, { error: 'Senha muito longa' }),
});
export type DeleteAgencyInput = z.infer<typeof DeleteAgencySchema>;

/**
 * The export file (GET /api/agency/export), written incrementally: the agency's row, then one
 * array per table (keys in src/server/domain/agency/agency-tables.ts). Rows are the stored
 * columns in camelCase, times in ISO 8601; passwords, hashes and ciphertexts are never in it.
 */
export const AgencyExportSchema = z.object({
  format: z.literal('funil-agency-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  agency: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export const DeleteAgencyAnswerSchema = z.object({ ok: z.literal(true) });
