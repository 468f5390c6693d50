import type { Template } from '#shared/schemas/templates.ts';

/** D14: the templates search filters by title and description, ignoring case and accents. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function matchesSearch(t: Pick<Template, 'title' | 'description'>, query: string): boolean {
  const q = fold(query.trim());
  return !q || fold(t.title).includes(q) || fold(t.description).includes(q);
}
