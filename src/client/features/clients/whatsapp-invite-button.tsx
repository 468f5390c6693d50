// Convidar pelo WhatsApp (docs/decisions/023-first-hour.md): the server makes a fresh
// invitation link (the same limit as Reenviar convite) and WhatsApp opens with the message
// written; the agency chooses the contact there.
import { useMutation } from '@tanstack/react-query';
import { Loader2, MessageCircle } from 'lucide-react';
import type { InvitationLink } from '#shared/schemas/access-invitation.ts';
import type { Access } from '#shared/schemas/clients.ts';
import { invitationMessage, whatsappHref } from '#shared/whatsapp.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';

export function WhatsAppInviteButton({ clientId, access }: { clientId: string; access: Access }) {
  const invite = useMutation({
    // The tab is opened on the click itself, before the answer: a tab opened later, outside the
    // click, is blocked as a pop-up by Safari and others.
    mutationFn: async (tab: Window | null) => ({
      tab,
      answer: await apiRequest<InvitationLink>(`/api/clients/${clientId}/access/${access.id}/invitation-link`, 'POST'),
    }),
    onSuccess: ({ tab, answer }) => {
      const href = whatsappHref(invitationMessage(answer));
      if (tab) tab.location.href = href;
      else window.location.assign(href);
      toast({ title: 'Convite pronto no WhatsApp', description: 'Escolha o contato e envie a mensagem. O link vale por 7 dias.', variant: 'success' });
    },
    onError: (e, tab) => {
      tab?.close();
      toast({ title: 'Erro ao criar convite', description: errorMessage(e), variant: 'destructive' });
    },
  });
  if (!access.isActive) return null;
  return (
    <Tooltip content="Convidar pelo WhatsApp">
      <Button
        variant="ghost"
        size="icon"
        className="text-emerald-700 hover:bg-emerald-50"
        aria-label={`Convidar ${access.email} pelo WhatsApp`}
        disabled={invite.isPending}
        onClick={() => {
          const tab = window.open('about:blank', '_blank');
          if (tab) tab.opener = null;
          invite.mutate(tab);
        }}
      >
        {invite.isPending ? <Loader2 className="animate-spin" /> : <MessageCircle />}
      </Button>
    </Tooltip>
  );
}
