// Agency editor: Compartilhar (public review link, D5/D6) and Histórico (published versions, D9).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { planAllows } from '#shared/plans.ts';
import type { CanvasVersionDto } from '#shared/schemas/canvas-editor.ts';
import { PUBLIC_LINKS_PLAN_MSG } from '#shared/schemas/canvas-editor.ts';
import { publicLinkMessage, whatsappHref } from '#shared/whatsapp.ts';
import { FunnelDrawing } from '../../components/funnel-drawing.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { QueryState } from './query-state.tsx';

const base = (id: string) => `/api/canvases/${encodeURIComponent(id)}`;

export function publicUrl(link: string) {
  return `${location.origin}/public/${link}`;
}

export function ShareDialog({
  open,
  onOpenChange,
  canvasId,
  title,
  status,
  publicLink,
  onLinkChange,
  results,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  canvasId: string;
  /** The funnel's name, in the WhatsApp message. */
  title: string;
  status: string;
  publicLink: string | null;
  onLinkChange: (link: string | null) => void;
  /** "Mostrar resultados ao cliente" (docs/decisions/026); null for who may not change it. */
  results: { shown: boolean; onChange: (shown: boolean) => void } | null;
}) {
  const { user } = useAuth();
  const allowed = user ? planAllows(user.plan, 'publicLinks') : false;
  const [pending, setPending] = useState(false);
  const [planMsg, setPlanMsg] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const upsell = !allowed || planMsg !== null;

  const create = async () => {
    setPending(true);
    try {
      const res = await apiRequest<{ publicLink: string }>(`${base(canvasId)}/public-link`, 'POST');
      onLinkChange(res.publicLink);
    } catch (e) {
      // Business plan (D5): the server refuses with a pt-BR explanation; show it as the upsell.
      if (e instanceof ApiError && e.status === 403) setPlanMsg(e.serverMessage || PUBLIC_LINKS_PLAN_MSG);
      else toast({ title: 'Erro ao gerar link', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const revoke = async () => {
    setPending(true);
    try {
      await apiRequest(`${base(canvasId)}/public-link`, 'DELETE');
      onLinkChange(null);
      setConfirmRevoke(false);
      toast({ title: 'Link revogado', variant: 'success' });
    } catch (e) {
      toast({ title: 'Erro ao revogar link', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!publicLink) return;
    try {
      await navigator.clipboard.writeText(publicUrl(publicLink));
      toast({ title: 'Link copiado!', variant: 'success' });
    } catch (e) {
      toast({ title: 'Erro ao copiar link', description: errorMessage(e), variant: 'destructive' });
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Compartilhar</DialogTitle>
            <DialogDescription>Quem tiver o link público pode ver e revisar o funil sem criar conta, apenas informando nome e email.</DialogDescription>
          </DialogHeader>
          {upsell ? (
            <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="share-upsell">
              <p>{planMsg ?? PUBLIC_LINKS_PLAN_MSG}</p>
              <Button asChild size="sm" className="justify-self-start">
                <Link to="/subscribe?plan=enterprise">Conhecer o plano Enterprise</Link>
              </Button>
            </div>
          ) : (
            <div className="grid gap-3">
              {status === 'draft' ? (
                // D6: the public page only shows published or approved funnels.
                <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700" role="note">
                  Este funil ainda é um rascunho. O link público só mostra funis publicados ou aprovados: publique o funil para que ele apareça.
                </p>
              ) : null}
              {publicLink ? (
                <>
                  <Input readOnly aria-label="Link público" value={publicUrl(publicLink)} onFocus={(e) => e.currentTarget.select()} />
                  <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
                    <Button variant="outline" className="text-red-600" onClick={() => setConfirmRevoke(true)} disabled={pending}>
                      Revogar link
                    </Button>
                    <div className="flex flex-col gap-2 sm:flex-row">
                      {/* Where clients are (docs/decisions/023-first-hour.md): WhatsApp opens with the message written. */}
                      <Button asChild variant="outline" className="border-emerald-600 text-emerald-700 hover:bg-emerald-50">
                        <a
                          href={whatsappHref(publicLinkMessage(title, publicUrl(publicLink)))}
                          target="_blank"
                          rel="noopener noreferrer"
                          data-testid="share-whatsapp"
                        >
                          <MessageCircle aria-hidden="true" /> Enviar pelo WhatsApp
                        </a>
                      </Button>
                      <Button onClick={() => void copy()}>Copiar link</Button>
                    </div>
                  </div>
                </>
              ) : (
                <Button className="justify-self-start" onClick={() => void create()} disabled={pending}>
                  {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} Gerar link público
                </Button>
              )}
            </div>
          )}
          {results ? <ShowResults canvasId={canvasId} {...results} /> : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title="Revogar link público?"
        description="O link atual deixará de funcionar para quem o recebeu. Você poderá gerar um novo link depois."
        confirmLabel="Revogar link"
        pending={pending}
        onConfirm={() => void revoke()}
      />
    </>
  );
}

/** Saved at once: the portal, the public link and the client's weekly mail follow it. */
function ShowResults({ canvasId, shown, onChange }: { canvasId: string; shown: boolean; onChange: (shown: boolean) => void }) {
  const [pending, setPending] = useState(false);
  const id = `${canvasId}-show-results`;
  const change = async (on: boolean) => {
    setPending(true);
    try {
      await apiRequest(base(canvasId), 'PATCH', { showResults: on });
      onChange(on);
      toast({ title: on ? 'Resultados visíveis para o cliente' : 'Resultados ocultos para o cliente', variant: 'success' });
    } catch (e) {
      toast({ title: 'Erro ao salvar', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="mt-2 flex items-start justify-between gap-4 border-t border-slate-200 pt-4" data-testid="show-results">
      <div className="min-w-0">
        <Label htmlFor={id}>Mostrar resultados ao cliente</Label>
        <p className="mt-1 text-sm text-slate-600">
          O cliente vê os números reais de cada etapa no portal e no link público, só para leitura, e os recebe no resumo semanal por email quando este está
          ligado em Resultados.
        </p>
      </div>
      <Switch id={id} checked={shown} disabled={pending} onCheckedChange={(on) => void change(on)} />
    </div>
  );
}

export function HistoryDialog({ open, onOpenChange, canvasId }: { open: boolean; onOpenChange: (o: boolean) => void; canvasId: string }) {
  const qc = useQueryClient();
  const listKey = `${base(canvasId)}/versions`;
  const list = useQuery<{ versions: CanvasVersionDto[] }>({ queryKey: [listKey], enabled: open, staleTime: 0 });
  const [selected, setSelected] = useState<number | null>(null);
  const one = useQuery<CanvasVersionDto>({ queryKey: [`${listKey}/${selected}`], enabled: open && selected !== null });
  const [confirm, setConfirm] = useState(false);
  const [pending, setPending] = useState(false);
  const versions = [...(list.data?.versions ?? [])].sort((a, b) => b.version - a.version);

  const restore = async () => {
    if (selected === null) return;
    setPending(true);
    try {
      await apiRequest(`${listKey}/${selected}/restore`, 'POST');
      setConfirm(false);
      onOpenChange(false);
      void qc.invalidateQueries({ queryKey: [listKey] });
      // The live document carries the restored content into the open editor (D19).
      toast({ title: 'Versão restaurada', variant: 'success' });
    } catch (e) {
      toast({ title: 'Erro ao restaurar versão', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (!o) setSelected(null);
          onOpenChange(o);
        }}
      >
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>Histórico de versões</DialogTitle>
            <DialogDescription>Cada publicação guarda uma versão do funil. Selecione uma para ver e restaurar.</DialogDescription>
          </DialogHeader>
          {list.isPending || list.isError ? (
            <QueryState query={list} loading="Carregando versões..." />
          ) : versions.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">Nenhuma versão publicada ainda. Publique o funil para criar a primeira versão.</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
              <ul className="grid max-h-72 content-start gap-1 overflow-y-auto" aria-label="Versões publicadas">
                {versions.map((v) => (
                  <li key={v.version}>
                    <button
                      type="button"
                      data-version={v.version}
                      aria-pressed={selected === v.version}
                      onClick={() => setSelected(v.version)}
                      className={`w-full rounded-md border px-3 py-2 text-left text-sm ${selected === v.version ? 'border-orange-500 bg-orange-50' : 'border-slate-200 hover:bg-slate-50'}`}
                    >
                      <span className="block font-medium text-slate-900">Versão {v.version}</span>
                      <span className="block text-xs text-slate-500">
                        {formatDateTime(v.createdAt)}
                        {v.createdByName ? ` · ${v.createdByName}` : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="min-h-40 rounded-lg border border-slate-200 p-3 text-sm">
                {selected === null ? (
                  <p className="text-slate-500">Selecione uma versão para ver o conteúdo.</p>
                ) : one.isPending ? (
                  <p className="flex items-center gap-2 text-slate-500" role="status">
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Carregando...
                  </p>
                ) : one.isError ? (
                  <p className="text-red-600" role="alert">
                    {errorMessage(one.error)}
                  </p>
                ) : (
                  <div className="grid gap-3" data-testid="version-preview">
                    <p className="font-semibold text-slate-900">{one.data.title}</p>
                    <VersionSummary v={one.data} />
                    <Button className="justify-self-start" onClick={() => setConfirm(true)}>
                      Restaurar esta versão
                    </Button>
                  </div>
                )}
              </div>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Restaurar a versão ${selected ?? ''}?`}
        description="O conteúdo atual do funil será substituído pelo desta versão. O histórico de versões é mantido."
        confirmLabel="Restaurar"
        destructive={false}
        pending={pending}
        onConfirm={() => void restore()}
      />
    </>
  );
}

function VersionSummary({ v }: { v: CanvasVersionDto }) {
  const c = v.content;
  const comps = c?.components ?? [];
  return (
    <div className="grid gap-2">
      <p className="text-xs text-slate-500">
        {comps.length} {comps.length === 1 ? 'componente' : 'componentes'}, {c?.connections.length ?? 0} conexões, {c?.textElements.length ?? 0} textos
      </p>
      {c && comps.length ? (
        <div className="max-h-80 overflow-auto rounded-md bg-slate-900">
          <FunnelDrawing content={c} title={`${v.title} (versão ${v.version})`} className="block h-auto w-full" />
        </div>
      ) : (
        <p className="text-slate-500">Sem componentes.</p>
      )}
    </div>
  );
}
