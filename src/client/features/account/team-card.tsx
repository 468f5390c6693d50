// Usuários card and Gerenciamento da Equipe (docs/product.md; D3, D4).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Loader2, Pencil, Users, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { can } from '#shared/permissions.ts';
import type { User } from '#shared/schemas/auth.ts';
import type { AgencyUser } from '#shared/schemas/team.ts';
import { additionalSeats } from '#shared/seats.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeaderWithAction } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { ME_KEY } from '../../lib/auth.tsx';
import { initials } from '../../lib/format.ts';
import { lazyDialog } from '../../lib/load-on-use.tsx';
import { ROLE_SHORT, TEAM_KEY } from './team-shared.ts';

const TeamDialog = lazyDialog(() => import('./team-dialog.tsx').then((m) => m.TeamDialog));

function NameEditor({ user }: { user: User }) {
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (n: string) => apiRequest<User>('/api/agency-users/me', 'PATCH', { name: n }),
    onSuccess: (u) => {
      qc.setQueryData(ME_KEY, u);
      qc.invalidateQueries({ queryKey: TEAM_KEY });
      setEditing(false);
      toast({ title: 'Perfil atualizado com sucesso!', variant: 'success' });
    },
    onError: (e) => {
      setName(user.name); // the name reverts
      toast({ title: 'Erro ao atualizar perfil', description: errorMessage(e), variant: 'destructive' });
    },
  });
  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-2">
        <p className="truncate font-semibold text-slate-900" data-testid="my-name">
          {user.name}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label="Editar nome"
          onClick={() => {
            setName(user.name);
            setError(null);
            setEditing(true);
          }}
        >
          <Pencil />
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-1"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        // The shared name rule, with zod, loads on the first save (decision 011).
        const { NameSchema } = await import('#shared/schemas/common.ts');
        const r = NameSchema.safeParse(name);
        if (!r.success) return setError(r.error.issues[0]?.message ?? 'Nome inválido');
        setError(null);
        save.mutate(r.data);
      }}
    >
      <div className="flex items-center gap-1">
        <Input aria-label="Seu nome" value={name} onChange={(e) => setName(e.target.value)} className="h-9" autoFocus aria-invalid={!!error} />
        <Button type="submit" size="icon" aria-label="Salvar nome" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" /> : <Check />}
        </Button>
        <Button variant="ghost" size="icon" aria-label="Cancelar edição do nome" onClick={() => setEditing(false)}>
          <X />
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function TeamCard({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const mayManage = can(user, 'team:write') || can(user, 'team:roles');
  const q = useQuery<AgencyUser[]>({ queryKey: TEAM_KEY });
  const members = (q.data ?? []).filter((u) => u.isAgencyUser).length;
  const seats = additionalSeats(user.userLimit);
  useEffect(() => {
    if (!mayManage) setOpen(false);
  }, [mayManage]);
  return (
    <Card className="min-w-0">
      <CardHeaderWithAction
        icon={Users}
        title="Usuários"
        description="Você e sua equipe"
        action={
          mayManage ? (
            <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
              Gerenciar
            </Button>
          ) : null
        }
      />
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800" aria-hidden="true">
            {initials(user.name)}
          </span>
          <div className="min-w-0 flex-1">
            <NameEditor user={user} />
            <p className="truncate text-xs text-slate-500">
              {user.email} · {user.isAgencyUser ? ROLE_SHORT[user.role] : 'Dono da agência'}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="team-counts">
          <div className="rounded-lg border border-slate-200 p-3">
            <dt className="text-slate-500">Usuários na equipe</dt>
            <dd className="text-xl font-bold text-slate-900">{q.isSuccess ? members + 1 : '—'}</dd>
          </div>
          <div className="rounded-lg border border-slate-200 p-3">
            <dt className="text-slate-500">Usuários adicionais</dt>
            <dd className="text-xl font-bold text-slate-900">{q.isSuccess ? `${members} de ${seats}` : '—'}</dd>
          </div>
        </dl>
      </CardContent>
      {mayManage ? <TeamDialog user={user} open={open} onOpenChange={setOpen} /> : null}
    </Card>
  );
}
