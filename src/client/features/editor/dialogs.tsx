// Editor dialogs (docs/product.md): Adicionar Comentário, Adicionar Link (D16),
// Adicionar Descrição (D17), Publicar Funil para Cliente.
import { useEffect, useState } from 'react';
import type { CommentVisibility } from '#shared/canvas/comment-visibility.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { validateLink } from './link-check.ts';

export function CommentDialog({
  open,
  onOpenChange,
  onAdd,
  pinnedTo,
  askVisibility = false,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onAdd: (text: string, visibility?: CommentVisibility) => void;
  /** Title of the component the comment is pinned to. */
  pinnedTo?: string | null;
  /** The agency chooses who sees a new thread: internal unless ticked (docs/decisions/022-internal-comments.md). */
  askVisibility?: boolean;
}) {
  const [text, setText] = useState('');
  const [forClient, setForClient] = useState(false);
  useEffect(() => {
    if (open) {
      setText('');
      setForClient(false);
    }
  }, [open]);
  const blank = !text.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Adicionar Comentário</DialogTitle>
          {pinnedTo ? (
            <DialogDescription>{`Fixado em: ${pinnedTo}`}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">Escreva o comentário que ficará fixado neste ponto do funil.</DialogDescription>
          )}
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!blank) onAdd(text.trim(), askVisibility ? (forClient ? 'client' : 'internal') : undefined);
          }}
        >
          <Textarea
            aria-label="Comentário"
            placeholder="Digite seu comentário..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoFocus
            maxLength={5000}
            rows={4}
          />
          {askVisibility ? (
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" className="mt-0.5 size-4 accent-blue-600" checked={forClient} onChange={(e) => setForClient(e.target.checked)} />
              <span>
                Visível para o cliente
                <span className="block text-xs text-slate-500">Sem marcar, fica interno: só a sua equipe vê.</span>
              </span>
            </label>
          ) : null}
          <FormDialogFooter onCancel={() => onOpenChange(false)} disabled={blank}>
            Adicionar
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function LinkDialog({
  open,
  onOpenChange,
  initial,
  onSave,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initial: { url: string; text: string } | null;
  onSave: (link: { url: string; text: string } | null) => void;
}) {
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setUrl(initial?.url ?? '');
      setText(initial?.text ?? '');
      setError(undefined);
    }
  }, [open, initial]);
  // Spec: Salvar disabled when url is blank; an existing link is removed by clearing it (D16).
  const canRemove = !!initial?.url;
  const blank = !url.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Adicionar Link</DialogTitle>
          <DialogDescription>Links http://, https:// ou mailto: ficam salvos com o funil.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const r = validateLink(url, text);
            if (!r.ok) {
              setError(r.error);
              return;
            }
            onSave(r.link);
          }}
        >
          <Field label="URL" htmlFor="link-url" error={error}>
            <Input
              id="link-url"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setError(undefined);
              }}
              placeholder="https://exemplo.com.br"
              inputMode="url"
              autoFocus
              aria-invalid={!!error}
              aria-describedby={error ? 'link-url-error' : undefined}
            />
          </Field>
          <Field label="Texto do link (opcional)" htmlFor="link-text">
            <Input id="link-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={200} />
          </Field>
          <DialogFooter>
            {canRemove ? (
              <Button variant="ghost" className="text-red-600 sm:mr-auto" onClick={() => onSave(null)}>
                Remover link
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={blank && !canRemove}>
              Salvar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DescriptionDialog({
  open,
  onOpenChange,
  initialTitle,
  initial,
  onSave,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initialTitle: string;
  initial: string;
  onSave: (v: { title: string; description: string }) => void;
}) {
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) {
      setTitle(initialTitle);
      setText(initial);
    }
  }, [open, initial, initialTitle]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Adicionar Descrição</DialogTitle>
          <DialogDescription>A descrição aparece no componente para a equipe e o cliente.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (title.trim()) onSave({ title: title.trim(), description: text.trim() });
          }}
        >
          <Field label="Nome do componente" htmlFor="comp-title">
            <Input id="comp-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </Field>
          <Field label="Descrição" htmlFor="comp-desc">
            <Textarea id="comp-desc" value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} rows={4} autoFocus />
          </Field>
          <FormDialogFooter onCancel={() => onOpenChange(false)} disabled={!title.trim()}>
            Salvar
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function PublishDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Publicar Funil para Cliente"
      description="O funil ficará visível para o cliente aprovar ou pedir ajustes. Você pode continuar editando depois de publicar."
      confirmLabel="Publicar"
      onConfirm={onConfirm}
      pending={pending}
      destructive={false}
    />
  );
}
