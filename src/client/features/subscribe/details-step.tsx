// /subscribe's first step (docs/product.md; docs/decisions/027-pix-and-boleto.md): plan, email,
// seats and how to pay (Cartão, Pix or Boleto; a boleto's payer gives a CPF or CNPJ and a name,
// checked here and again by the server).
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { changeIsProrated } from '#shared/billing-status.ts';
import { formatPlanPrice, getPlan, PLAN_IDS, PLANS, type PlanId } from '#shared/plans.ts';
import type { CreateSubscriptionAnswer, PaymentMethod } from '#shared/schemas/billing.ts';
import { formatTaxId } from '#shared/tax-id.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api.ts';
import { formatBRL } from '../../lib/format.ts';
import { cn } from '../../lib/utils.ts';
import { detailsSchema } from './details-form.ts';
import { MethodChoice } from './method-choice.tsx';

const PAYER_FIELDS = ['taxId', 'name', 'postalCode', 'street', 'city', 'state'] as const;
type PayerField = (typeof PAYER_FIELDS)[number];

export function DetailsStep({
  plan,
  onPlan,
  owner,
  ended,
  initialEmail,
  initialSeats,
  askAddress,
  onReady,
}: {
  plan: PlanId;
  onPlan: (p: PlanId) => void;
  owner: { email: string; plan: PlanId; userLimit: number; subscription: { paidUntil: string | null }; cnpj: string | null; agencyName: string | null } | null;
  ended: boolean;
  initialEmail: string;
  initialSeats: number;
  /** The provider needs the boleto payer's address (Stripe). */
  askAddress: boolean;
  onReady: (a: CreateSubscriptionAnswer) => void;
}) {
  const form = useForm({
    resolver: zodResolver(detailsSchema(askAddress)),
    defaultValues: {
      email: owner?.email ?? initialEmail,
      seats: Math.max(1, Math.min(500, initialSeats)),
      method: 'card' as PaymentMethod,
      taxId: owner?.cnpj ? formatTaxId(owner.cnpj) : '',
      name: owner?.agencyName ?? '',
      postalCode: '',
      street: '',
      city: '',
      state: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const seats = Number(form.watch('seats')) || 0;
  const method = form.watch('method');
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await apiRequest<CreateSubscriptionAnswer>('/api/create-subscription', 'POST', {
        ...(owner ? {} : { email: values.email }),
        plan,
        seats: values.seats,
        method: values.method,
        ...(values.method === 'boleto' ? { taxId: values.taxId, name: values.name } : {}),
        ...(values.method === 'boleto' && askAddress ? { postalCode: values.postalCode, street: values.street, city: values.city, state: values.state } : {}),
      });
      onReady(answer);
    } catch (e) {
      // A payer field the server refused (Stripe's own checks included) is shown under that field.
      const field = e instanceof ApiError && e.status === 400 ? (e.body as { field?: string } | null)?.field : undefined;
      if (field && PAYER_FIELDS.includes(field as PayerField)) form.setError(field as PayerField, { message: errorMessage(e) }, { shouldFocus: true });
      else toast({ title: 'Erro ao processar solicitação', description: errorMessage(e), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div>
        <h2 id="step-title" className="text-xl font-semibold text-slate-900">
          1. Plano e usuários
        </h2>
        <p className="mt-1 text-sm text-slate-500">Cada usuário custa o preço do plano. O dono da agência conta como um usuário.</p>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Plano</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PLAN_IDS.map((id) => {
            const p = PLANS[id];
            const disabled = owner?.plan === 'enterprise' && id === 'business' && !ended;
            return (
              <label
                key={id}
                className={cn(
                  'flex cursor-pointer flex-col rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                  plan === id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
                  disabled && 'cursor-not-allowed opacity-50',
                )}
              >
                <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => onPlan(id)} disabled={disabled} className="sr-only" />
                <span className="font-semibold text-slate-900">{p.name}</span>
                <span className="text-sm text-slate-600">{formatPlanPrice(p)}/mês por usuário</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field
        label="Email"
        htmlFor="sub-email"
        error={errors.email?.message}
        hint={
          owner
            ? 'O email do dono da agência.'
            : 'Use este email para criar sua conta depois do pagamento. Já tem conta? Entre e mude o plano pela página Conta.'
        }
      >
        <Input
          id="sub-email"
          type="email"
          autoComplete="email"
          placeholder="voce@agencia.com.br"
          readOnly={!!owner}
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </Field>
      <Field
        label="Usuários"
        htmlFor="sub-seats"
        error={errors.seats?.message}
        hint={
          owner
            ? ended
              ? `Sua agência tinha ${owner.userLimit} usuário(s) pago(s).`
              : `Hoje sua agência tem ${owner.userLimit} usuário(s) pago(s).`
            : undefined
        }
      >
        <Input
          id="sub-seats"
          type="number"
          inputMode="numeric"
          min={owner && !ended ? owner.userLimit : 1}
          max={500}
          className="w-32"
          aria-invalid={!!errors.seats}
          {...form.register('seats')}
        />
      </Field>
      <MethodChoice form={form} method={method} askAddress={askAddress} />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {owner && !ended && changeIsProrated(owner.subscription.paidUntil) ? (
            'Valor proporcional calculado no próximo passo.'
          ) : (
            <>
              Total mensal: <span className="font-semibold text-slate-900">{formatBRL(getPlan(plan).priceCents * Math.max(0, seats))}</span>
            </>
          )}
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" /> : null}
          {isSubmitting ? 'Preparando pagamento...' : 'Continuar para o pagamento'}
        </Button>
      </div>
    </form>
  );
}
