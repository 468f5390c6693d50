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
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { CLIENT_ME_KEY } from './client-session.ts';

function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
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
  const { errors, isSubmitting } = form.formState;

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
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-950 via-brand-900 to-slate-950 px-4 py-8">
      <Link to="/" className="mx-auto mb-8 sm:mb-12" aria-label="Funil - início">
        <Logo light />
      </Link>
      <main className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Defina sua senha</h1>
        <p className="mt-1 text-sm text-slate-500">Escolha a senha que você vai usar para entrar no Portal do Cliente. Ela deve ter pelo menos 6 caracteres.</p>
        {linkError ? (
          <LinkProblem message={linkError} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <Field label="Nova senha" htmlFor="new-password" error={errors.password?.message}>
              <Input id="new-password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...form.register('password')} />
            </Field>
            <Field label="Confirme a nova senha" htmlFor="confirm-password" error={errors.confirm?.message}>
              <Input id="confirm-password" type="password" autoComplete="new-password" aria-invalid={!!errors.confirm} {...form.register('confirm')} />
            </Field>
            <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" /> : null}
              {isSubmitting ? 'Salvando...' : 'Salvar senha e entrar'}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
