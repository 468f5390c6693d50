// The Exportar menu of a page that holds the funnel in a Yjs document (editor, portal, public
// page): the content is read from the document when an export starts, so it is what is shown.
import type * as Y from 'yjs';
import { readContent } from '#shared/canvas/doc.ts';
import { useAuth } from '../../lib/auth.tsx';
import { ExportMenu } from './export-menu.tsx';
import type { ExportSource } from './export-types.ts';

type Meta = Omit<ExportSource, 'content' | 'results'>;
/** results: the traffic results on screen when an export starts (the editor's Resultados mode). */
type Extra = { doc: Y.Doc; print?: boolean; results?: () => ExportSource['results'] };

export function DocExportMenu({ doc, print, results, ...meta }: Meta & Extra) {
  return <ExportMenu print={print} source={() => ({ ...meta, content: readContent(doc), results: results?.() ?? null })} />;
}

/** The agency editor's: the agency's name comes from the signed-in member; Ctrl+P prints the funnel. */
export function EditorExportMenu(props: Omit<Meta, 'agencyName' | 'clientName'> & Extra & { clientName?: string | null }) {
  const { user } = useAuth();
  return <DocExportMenu {...props} clientName={props.clientName ?? null} agencyName={user?.agencyName ?? null} print />;
}
