// The team dialog (Gerenciar): members, roles, adding a user. Loaded on first open (decision 011):
// it carries Radix Dialog and Select, react-hook-form and zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { can, ROLES, roleLabel } from '#shared/permissions.ts';
import type { User } from '#shared/schemas/auth.ts';
import { type AgencyUser, additionalSeats, seatLimitMessage, type TeamUserCreateInput, TeamUserCreateSchema } from '#shared/schemas/team.ts';
import { ListLoadState } from '../../components/empty-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { EmailPasswordFields, FormInput } from '../../components/ui/form-input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { initials } from '../../lib/format.ts';
import { MemberRoleSelect } from './member-role-select.tsx';
import { ROLE_SHORT, TEAM_KEY } from './team-shared.ts';

function AddUserForm({ user, full }: { user: User; full: boolean }) {
  const qc = useQueryClient();
  const form = useForm<TeamUserCreateInput>({
    resolver: zodResolver(TeamUserCreateSchema),
    defaultValues: { email: '', password: '', name: '', role: 'admin' },
  });
  const add = useMutation({
    mutationFn: (v: TeamUserCreateInput) => apiRequest<AgencyUser>('/api/agency-users', 'POST', v),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: TEAM_KEY });
      form.reset({ email: '', password: '', name: '', role: 'admin' });
      toast({ title: 'Usuário criado com sucesso!', variant: 'success' });
    },
    onError: (e) => toast({ title: 'Erro ao criar usuário', description: errorMessage(e), variant: 'destructive' }),
  });
  const { errors } = form.formState;
  if (full) {
    return (
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="seat-limit">
        {seatLimitMessage(user.userLimit)}
      </p>
    );
  }
  return (
    <form onSubmit={form.handleSubmit((v) => add.mutate(v))} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Adicionar usuário">
      <EmailPasswordFields form={form} idPrefix="team-" email={{ autoComplete: 'off' }} password={{ autoComplete: 'new-password' }} />
      <FormInput form={form} name="name" id="team-name" label="Nome" />
      <Field label="Função" htmlFor="team-role" error={errors.role?.message}>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="team-role" aria-invalid={!!errors.role}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ROLES.map((r) => (
                  <SelectItem key={r} value={r}>
                    {roleLabel(r, user.plan)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <div className="sm:col-span-2 sm:flex sm:justify-end">
        <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
          {add.isPending ? <Loader2 className="animate-spin" /> : <UserPlus />}
          Adicionar Usuário
        </Button>
      </div>
    </form>
  );
}

export function TeamDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (o: boolean) => void }) {
  const qc = useQueryClient();
  const q = useQuery<AgencyUser[]>({ queryKey: TEAM_KEY, enabled: open });
  const [removing, setRemoving] = useState<AgencyUser | null>(null);
  const members = (q.data ?? []).filter((u) => u.isAgencyUser);
  const full = members.length >= additionalSeats(user.userLimit);
  // Admins open this dialog too, to change roles; adding and removing stay with the owner (D3).
  const mayManage = can(user, 'team:write');
  const mayChangeRoles = can(user, 'team:roles');
  const remove = useMutation({
    mutationFn: (u: AgencyUser) => apiRequest(`/api/agency-users/${u.id}`, 'DELETE'),
    onSuccess: () => {
      setRemoving(null);
      qc.invalidateQueries({ queryKey: TEAM_KEY });
      toast({ title: 'Usuário removido com sucesso!', variant: 'success' });
    },
    onError: (e) => toast({ title: 'Erro ao remover usuário', description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]">
          <DialogHeader>
            <DialogTitle>Gerenciamento da Equipe</DialogTitle>
            <DialogDescription>
              {members.length} de {additionalSeats(user.userLimit)} usuários adicionais em uso.
            </DialogDescription>
          </DialogHeader>
          <section aria-label="Usuários ativos">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Usuários ativos</h3>
            {q.isError || q.isPending ? (
              <ListLoadState what="a equipe" query={q} rowClassName="h-12" />
            ) : (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {q.data.map((u) => (
                  <li key={u.id} className="flex items-center gap-3 px-3 py-2.5" data-testid="team-user">
                    <span
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700"
                      aria-hidden="true"
                    >
                      {initials(u.name)}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-slate-900">{u.name}</p>
                      <p className="truncate text-xs text-slate-500">{u.email}</p>
                    </div>
                    {u.isAgencyUser && mayChangeRoles ? (
                      <MemberRoleSelect member={u} plan={user.plan} teamKey={TEAM_KEY} />
                    ) : (
                      <Badge tone={u.isAgencyUser ? 'gray' : 'brand'}>{u.isAgencyUser ? ROLE_SHORT[u.role] : 'Dono'}</Badge>
                    )}
                    {u.isAgencyUser && mayManage ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-red-600 hover:bg-red-50"
                        aria-label={`Remover ${u.name}`}
                        onClick={() => setRemoving(u)}
                      >
                        <Trash2 />
                      </Button>
                    ) : (
                      <span className="w-9" />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {mayManage ? (
            <section aria-label="Adicionar usuário" className="border-t border-slate-100 pt-4">
              <h3 className="mb-3 text-sm font-semibold text-slate-900">Adicionar usuário</h3>
              {q.isSuccess ? <AddUserForm user={user} full={full} /> : null}
            </section>
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remover usuário"
        description="Tem certeza que deseja remover este usuário?"
        confirmLabel="Remover"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}
