// /client-set-password?token=: the invitation's link; a new portal access chooses its password
// and enters the portal (decision 008). The link is single-use and valid for 7 days.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { APP_ROUTES } from '#shared/routes.ts';
import { type ClientSetPasswordAnswer, ClientSetPasswordFormSchema, INVITATION_LINK_INVALID_MSG } from '#shared/schemas/access-invitation.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NewPasswordFields } from '../../components/ui/form-input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { CLIENT_ME_KEY } from './client-session.ts';

function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-medium">{message}</p>
        <p className="mt-1">Peça um novo convite à sua agência ou entre com a senha que você já tem.</p>
        <Link to={APP_ROUTES.clientAuth} className="mt-2 inline-block font-medium text-red-900 underline">
          Ir para o login do portal
        </Link>
      </div>
    </div>
  );
}

export default function ClientSetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [linkError, setLinkError] = useState<string | null>(token.length >= 10 ? null : INVITATION_LINK_INVALID_MSG);
  const form = useForm({ resolver: zodResolver(ClientSetPasswordFormSchema), defaultValues: { password: '', confirm: '' } });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    document.title = 'Definir senha · Portal do Cliente';
  }, []);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const res = await apiRequest<ClientSetPasswordAnswer>('/api/client/set-password', 'POST', { token, password });
      if (res.signedIn) {
        await qc.invalidateQueries({ queryKey: CLIENT_ME_KEY });
        toast({ title: 'Senha definida!', description: 'Bem-vindo ao Portal do Cliente.', variant: 'success' });
        navigate(APP_ROUTES.clientDashboard, { replace: true });
      } else {
        toast({ title: 'Senha definida!', description: res.message, variant: 'success' });
        navigate(APP_ROUTES.clientAuth, { replace: true });
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.serverMessage === INVITATION_LINK_INVALID_MSG) setLinkError(e.serverMessage);
      else if (e instanceof ApiError) toast({ title: 'Não foi possível salvar a senha', description: e.serverMessage, variant: 'destructive' });
      else toast({ title: 'Erro de conexão', description: 'Não foi possível conectar ao servidor', variant: 'destructive' });
    }
  });

  return (
    <AuthCard title="Defina sua senha" subtitle="Escolha a senha que você vai usar para entrar no Portal do Cliente. Ela deve ter pelo menos 6 caracteres.">
      {linkError ? (
        <LinkProblem message={linkError} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <NewPasswordFields form={form} passwordId="new-password" confirmId="confirm-password" />
          <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" /> : null}
            {isSubmitting ? 'Salvando...' : 'Salvar senha e entrar'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
