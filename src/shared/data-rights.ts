// The agency's data rights (decision 012), the values the account page shows: no zod here, so the
// page does not load the validation library to draw its cards. schemas/data-rights.ts re-exports these.

export const WRONG_PASSWORD_MSG = 'Senha incorreta';
export const PASSWORD_REQUIRED_MSG = 'Digite sua senha';
export const AGENCY_NAME_MISMATCH_MSG = 'Digite o nome da agência exatamente como aparece acima';
export const EXPORT_OWNER_ONLY_MSG = 'Apenas o dono da agência pode baixar os dados da agência.';
export const DELETE_OWNER_ONLY_MSG = 'Apenas o dono da agência pode excluir a conta.';

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
