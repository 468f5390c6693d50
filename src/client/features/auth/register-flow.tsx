// /auth?mode=register (docs/product.md; D2): the Validar Plano
// dialog (email -> validating -> success | error; closing blocked while validating; success
// proceeds after 2 s with email and plan locked), then the registration form.
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, CircleAlert, Loader2, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getPlan, type PlanId } from '#shared/plans.ts';
import { RegisterSchema } from '#shared/schemas/auth.ts';
import type { PaymentStatusAnswer } from '#shared/schemas/billing.ts';
import { EmailSchema } from '#shared/schemas/common.ts';
import { PrivacyNote } from '../../components/privacy-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';

/** docs/product.md: plan-validation success redirect 2 seconds. */
export const VALIDATION_SUCCESS_MS = 2000;
const NOT_FOUND = 'Pagamento não encontrado. Complete sua compra antes de continuar.';
const NETWORK = 'Erro ao validar pagamento. Tente novamente.';

type Validation = { state: 'email' } | { state: 'validating' } | { state: 'success'; plan: PlanId; email: string } | { state: 'error'; message: string };

export default function RegisterFlow({ plan: planParam }: { plan: string | null }) {
  const [params] = useSearchParams();
  const [validated, setValidated] = useState<{ plan: PlanId; email: string } | null>(null);
  const [open, setOpen] = useState(true);

  if (validated) return <RegisterForm plan={validated.plan} email={validated.email} />;
  const subscribeHref = `/subscribe?plan=${planParam === 'business' ? 'business' : 'enterprise'}`;
  return (
    <div className="space-y-5">
      <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p>Para criar a conta da sua agência, valide o plano com o email usado na compra.</p>
      </div>
      <Button className="w-full" size="lg" onClick={() => setOpen(true)}>
        Validar Plano
      </Button>
      <p className="text-center text-sm text-slate-600">
        Ainda não assinou?{' '}
        <Link to={subscribeHref} className="font-medium text-brand-700 hover:underline">
          Escolha um plano
        </Link>
      </p>
      <Link to="/auth?mode=login" className="block text-center text-sm font-medium text-brand-700 hover:underline">
        Já tenho conta
      </Link>
      <ValidatePlanDialog open={open} onOpenChange={setOpen} initialEmail={params.get('email') ?? ''} onValidated={setValidated} />
    </div>
  );
}

function ValidatePlanDialog({
  open,
  onOpenChange,
  initialEmail,
  onValidated,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initialEmail: string;
  onValidated: (v: { plan: PlanId; email: string }) => void;
}) {
  const [v, setV] = useState<Validation>({ state: 'email' });
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const validate = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setEmailError('Email é obrigatório');
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) return setEmailError(parsed.error.issues[0]?.message ?? 'Email inválido');
    setEmailError(null);
    setV({ state: 'validating' });
    try {
      const res = await apiRequest<PaymentStatusAnswer>('/api/check-payment-status', 'POST', { email: parsed.data });
      if (res.hasPayment && res.plan) {
        const plan = res.plan;
        setV({ state: 'success', plan, email: parsed.data });
        timer.current = setTimeout(() => onValidated({ plan, email: parsed.data }), VALIDATION_SUCCESS_MS);
      } else {
        setV({ state: 'error', message: res.message || NOT_FOUND });
      }
    } catch (err) {
      setV({ state: 'error', message: err instanceof ApiError ? (err.serverMessage ?? NOT_FOUND) : NETWORK });
    }
  };

  const busy = v.state === 'validating';
  return (
    <Dialog open={open} onOpenChange={(o) => (busy && !o ? undefined : onOpenChange(o))}>
      <DialogContent
        hideClose={busy}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onPointerDownOutside={(e) => busy && e.preventDefault()}
        onInteractOutside={(e) => busy && e.preventDefault()}
        aria-busy={busy}
      >
        <DialogHeader>
          <DialogTitle>Validar Plano</DialogTitle>
          <DialogDescription>Informe o email usado no pagamento para liberar a criação da conta.</DialogDescription>
        </DialogHeader>
        {v.state === 'email' ? (
          <form onSubmit={validate} noValidate className="space-y-4">
            <Field label="Email" htmlFor="validate-email" error={emailError ?? undefined}>
              <Input
                id="validate-email"
                type="email"
                autoComplete="email"
                placeholder="voce@agencia.com.br"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={!!emailError}
                autoFocus
              />
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit">Validar</Button>
            </DialogFooter>
          </form>
        ) : v.state === 'validating' ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
            <Loader2 className="size-10 animate-spin text-brand-600" aria-hidden="true" />
            <p className="font-medium text-slate-900">Validando pagamento...</p>
            <p className="text-sm text-slate-500">Aguarde, estamos confirmando sua compra.</p>
          </div>
        ) : v.state === 'success' ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
            <BadgeCheck className="size-12 text-emerald-600" aria-hidden="true" />
            <p className="text-lg font-semibold text-slate-900">Plano {getPlan(v.plan).name} validado!</p>
            <p className="text-sm text-slate-500">Pagamento confirmado para {v.email}. Continuando para a criação da conta...</p>
          </div>
        ) : (
          <div className="space-y-4">
            <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>{v.message}</p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Fechar
              </Button>
              <Button onClick={() => setV({ state: 'email' })}>Tentar novamente</Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RegisterForm({ plan, email }: { plan: PlanId; email: string }) {
  const { register } = useAuth();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(RegisterSchema), defaultValues: { name: '', email, password: '', plan, agencyName: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await register({ ...values, email, plan, agencyName: values.agencyName || undefined });
      toast({ title: 'Conta criada com sucesso!', description: `Bem-vindo(a), ${user.name}.`, variant: 'success' });
      navigate('/dashboard', { replace: true });
    } catch (e) {
      toast({ title: 'Erro ao criar conta', description: (e instanceof ApiError ? e.serverMessage : undefined) || 'Tente novamente', variant: 'destructive' });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        <BadgeCheck className="size-4 shrink-0" aria-hidden="true" /> Plano validado. Complete seus dados.
      </div>
      <Field label="Nome" htmlFor="reg-name" error={errors.name?.message}>
        <Input id="reg-name" autoComplete="name" aria-invalid={!!errors.name} {...form.register('name')} />
      </Field>
      <Field label="Email" htmlFor="reg-email" error={errors.email?.message} hint="Email da compra (não pode ser alterado).">
        <Input id="reg-email" type="email" readOnly aria-readonly="true" className="bg-slate-100" {...form.register('email')} />
      </Field>
      <Field label="Senha" htmlFor="reg-password" error={errors.password?.message}>
        <Input id="reg-password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...form.register('password')} />
      </Field>
      <Field label="Nome da agência (opcional)" htmlFor="reg-agency" error={errors.agencyName?.message}>
        <Input id="reg-agency" autoComplete="organization" {...form.register('agencyName')} />
      </Field>
      <Field label="Plano" htmlFor="reg-plan" hint="Plano da sua compra (não pode ser alterado).">
        <Input id="reg-plan" readOnly aria-readonly="true" className="bg-slate-100" value={getPlan(plan).name} />
      </Field>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" /> : null}
        {isSubmitting ? 'Criando conta...' : 'Criar conta'}
      </Button>
      <Link to="/auth?mode=login" className="block text-center text-sm font-medium text-brand-700 hover:underline">
        Já tenho conta
      </Link>
      <PrivacyNote />
    </form>
  );
}
