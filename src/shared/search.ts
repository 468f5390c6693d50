// Accent- and case-insensitive search (decision 010). The database folds with funil_fold(text)
// (migration 0004): lower(), then these letters to their unaccented ASCII form. Both the stored
// search columns and the query are folded by that one SQL function, so they always agree; this
// table is here so that a test can hold the migration to it and to Unicode's own decomposition.

/** Latin-1 and Latin Extended-A letters whose canonical decomposition is an ASCII letter plus marks. */
export const FOLD_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž';
export const FOLD_TO =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz';

/** The same fold in JS, for tests and for the browser's own highlighting (never for queries). */
export function foldText(s: string): string {
  let out = '';
  // Table first: 'İ'.toLowerCase() is two code points in JS, one letter in the database.
  for (const ch of s) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch.toLowerCase();
  }
  return out;
}

/** A LIKE pattern that finds `q` anywhere: %, _ and \ in the query are literal, not wildcards. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
