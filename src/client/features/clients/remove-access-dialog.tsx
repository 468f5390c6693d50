// Remover acesso (decision 012): the agency chooses what becomes of what the person wrote,
// anonymise (kept as "Cliente removido") or delete, each explained, before confirming.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2, UserX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type AccessRemovalAnswer, type AccessRemovalMode, REMOVED_CLIENT_NAME } from '#shared/schemas/client-data.ts';
import type { Access } from '#shared/schemas/clients.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/utils.ts';

const CHOICES: { mode: AccessRemovalMode; title: string; icon: typeof UserX; keeps: string; erases: string; confirm: string }[] = [
  {
    mode: 'anonymize',
    title: 'Anonimizar comentários e decisões',
    icon: UserX,
    keeps: `Os comentários e as aprovações ou pedidos de ajuste continuam nos funis e no histórico, assinados como "${REMOVED_CLIENT_NAME}", e continuam valendo para o status do funil.`,
    erases: 'O email da pessoa é apagado de tudo: comentários, decisões, atividade, visitas, notificações e lembretes.',
    confirm: 'Anonimizar e remover',
  },
  {
    mode: 'delete',
    title: 'Excluir comentários e decisões',
    icon: Trash2,
    keeps: 'Nada do que este acesso escreveu fica guardado.',
    erases:
      'Todos os comentários que ele escreveu (com as respostas a eles) e todas as suas aprovações e pedidos de ajuste são excluídos. O status dos funis é recalculado sem essas decisões.',
    confirm: 'Excluir tudo e remover',
  },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function RemoveAccessDialog({ clientId, access, onOpenChange }: { clientId: string; access: Access | null; onOpenChange: (o: boolean) => void }) {
  const qc = useQueryClient();
  const [mode, setMode] = useState<AccessRemovalMode | null>(null);
  const name = useId();
  useEffect(() => {
    if (access) setMode(null);
  }, [access]);
  const remove = useMutation({
    mutationFn: ({ a, m }: { a: Access; m: AccessRemovalMode }) =>
      apiRequest<AccessRemovalAnswer>(`/api/clients/${clientId}/access/${a.id}`, 'DELETE', { mode: m }),
    onSuccess: (r) => {
      qc.invalidateQueries({ queryKey: [`/api/clients/${clientId}/access`] });
      // Funnels, their reviewers and the activity list showed this person.
      qc.invalidateQueries({ predicate: (q) => /^\/api\/(canvases|recent-comments|metrics)/.test(String(q.queryKey[0])) });
      onOpenChange(false);
      const what = `${plural(r.comments, 'comentário', 'comentários')} e ${plural(r.decisions, 'decisão', 'decisões')}`;
      toast({
        title: 'Acesso removido com sucesso!',
        description: r.mode === 'delete' ? `${what} excluídos.` : `${what} agora aparecem como "${REMOVED_CLIENT_NAME}".`,
        variant: 'success',
      });
    },
    onError: (e) => toast({ title: 'Erro ao remover acesso', description: errorMessage(e), variant: 'destructive' }),
  });
  const chosen = CHOICES.find((c) => c.mode === mode);
  return (
    <Dialog open={!!access} onOpenChange={(o) => !remove.isPending && onOpenChange(o)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Remover acesso?</DialogTitle>
          <DialogDescription>
            O acesso de <strong className="break-all font-medium text-slate-700">{access?.email}</strong> ao Portal do Cliente deixa de existir e a sessão dele
            é encerrada na hora. Escolha o que acontece com os comentários e as decisões que ele deixou nos funis:
          </DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-3">
          <legend className="sr-only">O que fazer com os comentários e decisões</legend>
          {CHOICES.map((c) => {
            const Icon = c.icon;
            const selected = mode === c.mode;
            return (
              <label
                key={c.mode}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors',
                  selected ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={c.mode}
                  checked={selected}
                  onChange={() => setMode(c.mode)}
                  className="mt-1 size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 space-y-1">
                  <span className="flex items-center gap-1.5 font-medium text-slate-900">
                    <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> {c.title}
                  </span>
                  <span className="block text-sm text-slate-600">
                    <span className="font-medium text-slate-700">Fica: </span>
                    {c.keeps}
                  </span>
                  <span className="block text-sm text-slate-600">
                    <span className="font-medium text-slate-700">Apaga: </span>
                    {c.erases}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <p className="text-sm text-slate-500">Não é possível desfazer. Para dar acesso de novo, crie um novo acesso.</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button
            variant="destructive"
            disabled={!chosen || !access || remove.isPending}
            onClick={() => access && chosen && remove.mutate({ a: access, m: chosen.mode })}
          >
            {remove.isPending ? <Loader2 className="animate-spin" /> : null}
            {chosen?.confirm ?? 'Escolha uma opção'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
