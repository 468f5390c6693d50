// /client-auth: the client's login (docs/product.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { CLIENT_NEXT_PREFIXES, safeNextPath } from '#shared/safe-next.ts';
import { ClientLoginSchema, type ClientMe } from '#shared/schemas/portal.ts';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PrivacyNote } from '../../components/privacy-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { CLIENT_ME_KEY, useClientMe } from './client-session.ts';

export default function ClientAuthPage() {
  const me = useClientMe();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), CLIENT_NEXT_PREFIXES) ?? '/client-dashboard';
  const form = useForm({ resolver: zodResolver(ClientLoginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await apiRequest<{ name: string }>('/api/client/login', 'POST', values);
      await qc.invalidateQueries({ queryKey: CLIENT_ME_KEY });
      toast({ title: 'Bem-vindo!', description: `Olá, ${res.name}.`, variant: 'success' });
      navigate(next, { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        toast({ title: 'Erro no login', description: e.serverMessage || 'Credenciais inválidas', variant: 'destructive' });
      } else {
        toast({ title: 'Erro de conexão', description: 'Não foi possível conectar ao servidor', variant: 'destructive' });
      }
    }
  });

  if (me.isLoading) return <PageLoader />;
  if ((me.data as ClientMe | null | undefined)?.clientId) return <Navigate to={next} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-950 via-brand-900 to-slate-950 px-4 py-8">
      <Link to="/" className="mx-auto mb-8 sm:mb-12" aria-label="Funil - início">
        <Logo light />
      </Link>
      <main className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Portal do Cliente</h1>
        <p className="mt-1 text-sm text-slate-500">Acesse os funis que sua agência preparou para você.</p>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <Field label="Email" htmlFor="client-email" error={errors.email?.message}>
            <Input
              id="client-email"
              type="email"
              autoComplete="email"
              placeholder="voce@empresa.com.br"
              aria-invalid={!!errors.email}
              {...form.register('email')}
            />
          </Field>
          <Field label="Senha" htmlFor="client-password" error={errors.password?.message}>
            <Input id="client-password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register('password')} />
          </Field>
          <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" /> : null}
            {isSubmitting ? 'Entrando...' : 'Entrar'}
          </Button>
          <p className="text-center text-sm text-slate-500">
            As credenciais de acesso são fornecidas pela sua agência.{' '}
            <Link to="/auth?mode=login" className="font-medium text-brand-700 hover:underline">
              Sou da agência
            </Link>
          </p>
          <PrivacyNote />
        </form>
      </main>
    </div>
  );
}
