// What the editor asks first, its funnel without the content and the live socket, sent with the
// session check rather than after its answer (lib/first-reads.ts, decision 011 "How the editor
// opens"): the editor mounts only once the session is known, and then waited for both.
import { type CanvasDocHandle, openCanvasDoc } from '../../collab/canvas-doc.ts';
import { apiRequest } from '../../lib/api.ts';
import { afterSessionCheck, startEarly, takeEarly } from '../../lib/first-reads.ts';

export function canvasPath(id: string) {
  return `/api/canvases/${encodeURIComponent(id)}`;
}

/** The editor's first read: the funnel without its content (editor-page.tsx, EditorLoader). */
export const firstReadPath = (id: string) => `${canvasPath(id)}?content=0`;

const socketKey = (id: string) => `collab:${id}`;

/** The funnel of the address, as EditorPage reads it (?id=, else /dashboard/canvas-editor/:id). */
function addressId(): string {
  const [, , view, segment] = location.pathname.split('/');
  if (view !== 'canvas-editor') return '';
  const fromSearch = new URLSearchParams(location.search).get('id');
  try {
    return fromSearch || decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}

export function startFirstOpen() {
  afterSessionCheck(() => {
    const id = addressId();
    if (!id) return;
    startEarly(firstReadPath(id), () => apiRequest(firstReadPath(id)));
    startEarly(
      socketKey(id),
      () => openCanvasDoc(id, { as: 'agency' }),
      (h: CanvasDocHandle) => h.destroy(),
    );
  });
}

/** The live socket opened with the session check for this funnel, once (useCanvasDoc). */
export const takeEarlySocket = (id: string) => takeEarly<CanvasDocHandle>(socketKey(id));
