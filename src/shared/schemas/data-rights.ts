// The agency's data rights (issue 15; LGPD art. 18): the export file and closing the account.
import { z } from 'zod';
import { text } from '../text.ts';

export const WRONG_PASSWORD_MSG = 'Senha incorreta';
export const PASSWORD_REQUIRED_MSG = 'Digite sua senha';
export const AGENCY_NAME_MISMATCH_MSG = 'Digite o nome da agência exatamente como aparece acima';
export const EXPORT_OWNER_ONLY_MSG = 'Apenas o dono da agência pode baixar os dados da agência.';
export const DELETE_OWNER_ONLY_MSG = 'Apenas o dono da agência pode excluir a conta.';

/** DELETE /api/agency: the owner's password, checked again (a stolen session alone cannot erase). */
export const DeleteAgencySchema = z.object({
  password: text(200, { error: PASSWORD_REQUIRED_MSG }).min(1, { error: PASSWORD_REQUIRED_MSG }).max(200, { error: 'Senha muito longa' }),
});
export type DeleteAgencyInput = z.infer<typeof DeleteAgencySchema>;

/** What the confirmation field must hold: the agency's name (or "excluir" when it has none). */
export function deletionPhrase(agencyName: string | null | undefined): string {
  return agencyName?.trim() || 'excluir';
}

/** The typed confirmation matches, ignoring case and the spaces around it. */
export function confirmsDeletion(typed: string, agencyName: string | null | undefined): boolean {
  return typed.trim().toLocaleLowerCase('pt-BR') === deletionPhrase(agencyName).toLocaleLowerCase('pt-BR');
}

/** "Agência Ótima & Cia" -> "agencia-otima-cia": the export's file name. */
export function slugify(name: string | null | undefined): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'agencia';
}

/** funil-<agency-slug>-<YYYY-MM-DD>.json */
export const exportFileName = (agencyName: string | null | undefined, day: string) => `funil-${slugify(agencyName)}-${day}.json`;

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
export type AgencyExport = z.infer<typeof AgencyExportSchema>;

export const DeleteAgencyAnswerSchema = z.object({ ok: z.literal(true) });
