// Reenviar convite: a new single-use link for the access to choose its password (decision 008).
import { useMutation } from '@tanstack/react-query';
import { Loader2, Send } from 'lucide-react';
import type { Access } from '#shared/schemas/clients.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';

export function ResendInvitationButton({ clientId, access }: { clientId: string; access: Access }) {
  const resend = useMutation({
    mutationFn: () => apiRequest<{ message: string }>(`/api/clients/${clientId}/access/${access.id}/invitation`, 'POST'),
    onSuccess: () => toast({ title: 'Convite reenviado', description: `Enviamos para ${access.email} um novo link para definir a senha.`, variant: 'success' }),
    onError: (e) => toast({ title: 'Erro ao reenviar convite', description: errorMessage(e), variant: 'destructive' }),
  });
  if (!access.isActive) return null;
  return (
    <Tooltip content="Reenviar convite">
      <Button variant="ghost" size="icon" aria-label={`Reenviar convite para ${access.email}`} disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? <Loader2 className="animate-spin" /> : <Send />}
      </Button>
    </Tooltip>
  );
}
