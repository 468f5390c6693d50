// The templates page's two dialogs, loaded on first open (decision 011): with them go Radix Dialog
// and Select, which the page itself does not show.
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Client } from '#shared/schemas/clients.ts';
import type { Template } from '#shared/schemas/templates.ts';
import { TEMPLATE_CATEGORY_LABELS, templateFunnelTitle } from '#shared/templates.ts';
import { FunnelDrawing } from '../../components/funnel-drawing.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { useAllPages } from '../../lib/paged.ts';
import { CATEGORY_TONE } from './category-tone.ts';

export function TemplatePreviewDialog({
  open,
  template,
  onClose,
  onUse,
}: {
  open: boolean;
  template: Template | null;
  onClose: () => void;
  onUse: (t: Template) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-5xl">
        {template ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle>{template.title}</DialogTitle>
                <Badge tone={CATEGORY_TONE[template.category]}>{TEMPLATE_CATEGORY_LABELS[template.category]}</Badge>
              </div>
              <DialogDescription>{template.description}</DialogDescription>
            </DialogHeader>
            <div
              className="max-h-[55dvh] overflow-auto rounded-lg border border-slate-800 bg-slate-900"
              role="region"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable drawing must be reachable by keyboard
              tabIndex={0}
              aria-label="Desenho do funil (role para ver tudo)"
            >
              <FunnelDrawing content={template.content} title={template.title} className="mx-auto block min-w-full" />
            </div>
            <ol className="grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
              {template.content.components.map((c, i) => (
                <li key={c.id} className="flex gap-2">
                  <span className="w-5 shrink-0 text-right font-medium text-slate-400">{i + 1}.</span>
                  <span>
                    <span className="font-medium text-slate-800">{c.data.title}</span> — {c.data.description}
                  </span>
                </li>
              ))}
            </ol>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
              <Button onClick={() => onUse(template)}>Usar Template</Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function SelectClientDialog({ open, template, onClose }: { open: boolean; template: Template | null; onClose: () => void }) {
  const navigate = useNavigate();
  const clients = useAllPages<Client>('/api/clients', { enabled: !!template });
  const [clientId, setClientId] = useState('');
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setClientId('');
    onClose();
  };
  const confirm = async () => {
    if (!template || !clientId) return;
    setPending(true);
    try {
      const canvas = await apiRequest<{ id: string }>('/api/canvases', 'POST', {
        title: templateFunnelTitle(template.title),
        clientId,
        content: template.content,
        templateId: template.id,
      });
      toast({ title: 'Funil criado a partir do template!', variant: 'success' });
      setClientId('');
      onClose();
      navigate(`/dashboard/canvas-editor?id=${canvas.id}`);
    } catch (e) {
      toast({ title: 'Erro ao criar funil', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Selecionar Cliente</DialogTitle>
          <DialogDescription>{template ? `Escolha o cliente para o funil "${templateFunnelTitle(template.title)}".` : null}</DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="template-client">Cliente</Label>
          <Select value={clientId} onValueChange={setClientId} disabled={clients.isPending}>
            <SelectTrigger id="template-client" aria-label="Cliente">
              <SelectValue placeholder={clients.isPending ? 'Carregando clientes...' : 'Selecione um cliente'} />
            </SelectTrigger>
            <SelectContent>
              {(clients.data ?? []).map((c) => (
                <SelectItem key={c.id} value={c.id}>
                  {c.name}
                  {c.segment ? <span className="text-slate-500"> · {c.segment}</span> : null}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {clients.isError ? <p className="text-xs text-red-600">{errorMessage(clients.error, 'Erro ao carregar clientes')}</p> : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancelar
          </Button>
          <Button onClick={confirm} disabled={!clientId || pending}>
            {pending ? <Loader2 className="animate-spin" /> : null}
            Confirmar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
