// The funnel on a public link as the editor draws it (pan, zoom, fit, Comentários, Histórico de
// Comentários, presentation, Resultados when the agency shows them: docs/decisions/026), with its
// Yjs document, its Exportar menu and the comments it sends to the server. Most of the public page's code is here, so a newcomer's "Identifique-se" and the
// funnel's still drawing (public-review-page.tsx) show before any of it loads.
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { CanvasPrincipal } from '#shared/canvas/capabilities.ts';
import type { CanvasComment } from '#shared/canvas/content.ts';
import { docFromContent, mergeContent } from '#shared/canvas/doc.ts';
import type { PublicCanvas, PublicIdentity } from '#shared/schemas/portal.ts';
import { Logo } from '../../components/logo.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { CanvasEditor, type CanvasEditorProps } from '../editor/canvas-editor.tsx';
import { resultsLayerFor } from '../editor/results/use-results-mode.tsx';
import { DocExportMenu } from '../export/doc-export-menu.tsx';
import { rememberComment } from './reviewer-store.ts';

/** The editor's principal: Comentários and Mover Funil, comments sent through this page (docs/product.md). */
const PUBLIC_REVIEWER: CanvasPrincipal = { kind: 'public' };

export interface PublicReviewDrawingProps {
  data: PublicCanvas;
  /** The link's API path, `/api/public/canvas/{link}`. */
  apiBase: string;
  status: PublicCanvas['status'];
  who: PublicIdentity | null;
  verified: boolean;
  /** Runs the action as the reviewer, after "Identifique-se" when nobody is identified yet. */
  asReviewer: (action: (who: PublicIdentity) => void) => void;
  /** Grows when this browser's earlier comments became verified: they are read again. */
  commentsStale: number;
  actions: ReactNode;
  overlay: ReactNode;
  presentDecisions: CanvasEditorProps['presentDecisions'];
}

export function PublicReviewDrawing(props: PublicReviewDrawingProps) {
  const { data, apiBase, status, who, verified, asReviewer, commentsStale } = props;
  // The editor draws from a document: one built from the public content (no live socket here).
  const doc = useMemo(() => docFromContent(data.content), [data]);
  // Decided once: the editor calls the layer as a hook; a later switch-off answers { shared: false }.
  const [showResults] = useState(data.showResults);

  useEffect(() => {
    if (!commentsStale) return;
    void apiRequest<PublicCanvas>(apiBase)
      .then((fresh) => mergeContent(doc, { comments: fresh.content.comments }, ['comments']))
      .catch(() => {});
  }, [commentsStale, apiBase, doc]);

  /** The editor's new comments and replies: the server stores them and answers the canvas. */
  const storeComment = async (c: CanvasComment, as: PublicIdentity) => {
    try {
      const comment = { id: c.id, position: c.position, content: c.content, componentId: c.componentId ?? null, parentId: c.parentId ?? null };
      const res = await apiRequest<PublicCanvas>(`${apiBase}/comments`, 'POST', { clientName: as.clientName, email: as.email, comment });
      mergeContent(doc, { comments: res.content.comments }, ['comments']);
      // Verifying later on this browser makes it verified too.
      if (!verified) rememberComment(apiBase, c.id);
    } catch (e) {
      toast({ title: 'Erro', description: (e instanceof ApiError && e.serverMessage) || 'Erro ao enviar feedback.', variant: 'destructive' });
    }
  };

  return (
    <CanvasEditor
      doc={doc}
      principal={PUBLIC_REVIEWER}
      title={data.title}
      status={status}
      actions={props.actions}
      barActions={
        <DocExportMenu doc={doc} title={data.title} agencyName={data.agencyName} clientName={data.clientName} version={data.version} status={status} />
      }
      author={{ name: who?.clientName ?? 'Usuário', kind: 'client' }}
      onAddComment={(c) => asReviewer((as) => void storeComment(c, as))}
      presence={
        // The editor's top bar is this page's header: logo first, no back link (nowhere to go back to).
        <span className="order-first shrink-0 [&>span>span:last-child]:hidden sm:[&>span>span:last-child]:inline">
          <Logo light />
        </span>
      }
      canvasOverlay={props.overlay}
      presentDecisions={props.presentDecisions}
      useLayer={showResults ? resultsLayerFor(`${apiBase}/results`) : undefined}
    />
  );
}
