// /client-auth: the client's login (docs/product.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { CLIENT_NEXT_PREFIXES, safeNextPath } from '#shared/safe-next.ts';
import { ClientLoginSchema, type ClientMe } from '#shared/schemas/portal.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PrivacyNote } from '../../components/privacy-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailPasswordFields } from '../../components/ui/form-input.tsx';
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
  const { isSubmitting } = form.formState;

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
    <AuthCard title="Portal do Cliente" subtitle="Acesse os funis que sua agência preparou para você.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailPasswordFields form={form} idPrefix="client-" email={{ placeholder: 'voce@empresa.com.br' }} />
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
    </AuthCard>
  );
}
