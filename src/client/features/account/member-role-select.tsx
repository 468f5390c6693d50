// A member's role in Gerenciamento da Equipe (decision 008): the owner and admins change it
// (PATCH /api/agency-users/{id}); the owner's own row has no select (its role never changes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLES, type Role, roleLabel } from '#shared/permissions.ts';
import type { AgencyUser } from '#shared/schemas/team.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { ME_KEY } from '../../lib/auth.tsx';

const SHORT: Record<Role, string> = { admin: 'Admin', gestor: 'Gestor', creator: 'Criador' };

export function MemberRoleSelect({ member, plan, teamKey }: { member: AgencyUser; plan: string; teamKey: readonly unknown[] }) {
  const qc = useQueryClient();
  const change = useMutation({
    mutationFn: (role: Role) => apiRequest<AgencyUser>(`/api/agency-users/${member.id}`, 'PATCH', { role }),
    onSuccess: (u) => {
      qc.setQueryData<AgencyUser[]>(teamKey, (list) => list?.map((x) => (x.id === u.id ? u : x)));
      // An admin who changed their own role sees their new rights at once.
      qc.invalidateQueries({ queryKey: ME_KEY });
      toast({ title: 'Papel atualizado', description: `${u.name} agora é ${SHORT[u.role]}.`, variant: 'success' });
    },
    onError: (e) => toast({ title: 'Erro ao alterar papel', description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <Select value={member.role} onValueChange={(v) => v !== member.role && change.mutate(v as Role)} disabled={change.isPending}>
      <SelectTrigger className="h-8 w-[6.25rem] shrink-0 text-xs sm:w-[7.5rem]" aria-label={`Papel de ${member.name}`}>
        <SelectValue>{SHORT[member.role]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((r) => (
          <SelectItem key={r} value={r}>
            {roleLabel(r, plan)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
