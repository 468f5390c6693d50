// /auth: login, reset (request and new password from the emailed link), register.
import { ArrowLeft, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AGENCY_NEXT_PREFIXES, safeNextPath } from '#shared/safe-next.ts';
import type { LoginInput } from '#shared/schemas/auth.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailPasswordFields, FormInput, NewPasswordFields } from '../../components/ui/form-input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { zodResolverOnUse } from '../../lib/zod-resolver-on-use.ts';

const RegisterFlow = lazy(() => import('./register-flow.tsx'));
const schemas = () => import('./auth-schemas.ts');
const loginResolver = zodResolverOnUse<LoginInput>(() => schemas().then((m) => m.LoginSchema));
const resetResolver = zodResolverOnUse<{ email: string }>(() => schemas().then((m) => m.ResetRequestSchema));
const newPasswordResolver = zodResolverOnUse<{ password: string; confirm: string }>(() => schemas().then((m) => m.NewPasswordSchema));

function LoginForm({ next }: { next: string }) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const form = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;
  // In the prerendered HTML the form has no handler yet: a disabled Entrar keeps a click or an
  // Enter from submitting it natively (the password would land in the address) until React has it.
  const hydrated = useHydrated();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await login(values);
      toast({ title: 'Login realizado com sucesso!', description: `Bem-vindo(a), ${user.name}.`, variant: 'success' });
      navigate(next, { replace: true });
    } catch (e) {
      const message = e instanceof ApiError ? (e.serverMessage ?? 'Erro de login') : errorMessage(e, 'Erro de login');
      toast({ title: 'Erro no login', description: message || 'Credenciais inválidas', variant: 'destructive' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmailPasswordFields form={form} idPrefix="" email={{ placeholder: 'voce@agencia.com.br' }} />
      <div className="flex justify-end">
        <Link to="/auth?mode=reset" className="text-sm font-medium text-brand-700 hover:underline">
          Esqueceu a senha?
        </Link>
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? <Loader2 className="animate-spin" /> : null}
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Ainda não tem conta?{' '}
        <Link to="/auth?mode=register" className="font-medium text-brand-700 hover:underline">
          Criar conta
        </Link>
      </p>
      <p className="text-center text-sm text-slate-500">
        É cliente de uma agência?{' '}
        <Link to="/client-auth" className="font-medium text-brand-700 hover:underline">
          Portal do Cliente
        </Link>
      </p>
    </form>
  );
}

function ResetRequestForm() {
  const form = useForm({ resolver: resetResolver, defaultValues: { email: '' } });
  const { isSubmitting, isSubmitSuccessful } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await apiRequest<{ message: string }>('/api/auth/reset-password', 'POST', values);
      toast({ title: 'Email enviado!', description: res.message, variant: 'success' });
    } catch (e) {
      toast({ title: 'Erro ao enviar email', description: errorMessage(e), variant: 'destructive' });
      throw e;
    }
  });
  if (isSubmitSuccessful) {
    return (
      <div className="space-y-4" role="status">
        <p className="text-sm text-slate-700">Se o email estiver cadastrado, você receberá um link para redefinir a senha. O link vale por 1 hora.</p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth?mode=login">
            <ArrowLeft /> Voltar ao login
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => onSubmit(e).catch(() => {})} noValidate className="space-y-4">
      <FormInput form={form} name="email" id="email" label="Email" type="email" autoComplete="email" />
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" /> : null}
        {isSubmitting ? 'Enviando...' : 'Enviar link de redefinição'}
      </Button>
      <Link to="/auth?mode=login" className="flex items-center justify-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" /> Voltar ao login
      </Link>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm({ resolver: newPasswordResolver, defaultValues: { password: '', confirm: '' } });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const res = await apiRequest<{ message: string }>('/api/auth/reset-password/confirm', 'POST', { token, password });
      toast({ title: 'Senha redefinida!', description: res.message, variant: 'success' });
      navigate('/auth?mode=login', { replace: true });
    } catch (e) {
      toast({ title: 'Erro ao redefinir senha', description: errorMessage(e), variant: 'destructive' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordFields form={form} passwordId="password" confirmId="confirm" />
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}

export default function AuthPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  const from = (location.state as { from?: string } | null)?.from;
  const next = safeNextPath(params.get('next'), AGENCY_NEXT_PREFIXES) ?? safeNextPath(from, AGENCY_NEXT_PREFIXES) ?? '/dashboard';
  const mode = params.get('mode') ?? 'login';
  const token = params.get('token');
  useEffect(() => {
    document.title = 'Entrar · Funil';
  }, []);
  // The form shows while the session is being checked: nearly everyone who opens /auth is signed
  // out, and a phone should not wait a round trip for it. Once signed in (the check, or the
  // form's login) the page itself sends the user on, so the target is the same either way.
  if (user && mode !== 'reset') return <Navigate to={next} replace />;
  if (mode === 'reset') {
    return token ? (
      <AuthCard title="Escolha uma nova senha" subtitle="A nova senha deve ter pelo menos 6 caracteres.">
        <NewPasswordForm token={token} />
      </AuthCard>
    ) : (
      <AuthCard title="Redefinir senha" subtitle="Informe seu email e enviaremos um link para criar uma nova senha.">
        <ResetRequestForm />
      </AuthCard>
    );
  }
  if (mode === 'register') {
    return (
      <AuthCard title="Criar conta" subtitle="Valide seu plano e crie o acesso da sua agência.">
        <Suspense fallback={<PageLoader />}>
          <RegisterFlow plan={params.get('plan')} />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Login Agência" subtitle="Entre para gerenciar seus clientes e funis.">
      <LoginForm next={next} />
    </AuthCard>
  );
}
