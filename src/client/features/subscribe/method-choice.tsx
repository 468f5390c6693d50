// How to pay (docs/decisions/027-pix-and-boleto.md): Cartão, Pix or Boleto, each saying when the
// access starts; a boleto asks for the payer's CPF or CNPJ and name, which print on it.
import { Barcode, CreditCard, QrCode } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { PaymentMethod } from '#shared/schemas/billing.ts';
import { formatTaxId } from '#shared/tax-id.ts';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';
import type { DetailsForm } from './details-form.ts';

const METHODS: { id: PaymentMethod; label: string; hint: string; Icon: typeof CreditCard }[] = [
  { id: 'card', label: 'Cartão', hint: 'Aprovação na hora; renova sozinho todo mês.', Icon: CreditCard },
  { id: 'pix', label: 'Pix', hint: 'Aprovação na hora, pelo app do seu banco.', Icon: QrCode },
  { id: 'boleto', label: 'Boleto', hint: 'O acesso começa quando o banco confirmar (até 3 dias úteis).', Icon: Barcode },
];

export function MethodChoice({ form, method }: { form: UseFormReturn<DetailsForm>; method: PaymentMethod }) {
  const { errors } = form.formState;
  const taxId = form.register('taxId');
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Forma de pagamento</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {METHODS.map(({ id, label, hint, Icon }) => (
            <label
              key={id}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-xl border-2 p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                method === id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input type="radio" value={id} className="sr-only" {...form.register('method')} />
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                {label}
              </span>
              <span className="text-xs text-slate-600">{hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'boleto' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="CPF ou CNPJ do pagador" htmlFor="sub-tax-id" error={errors.taxId?.message}>
            <Input
              id="sub-tax-id"
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
              aria-invalid={!!errors.taxId}
              {...taxId}
              onChange={(e) => {
                e.target.value = formatTaxId(e.target.value);
                void taxId.onChange(e);
              }}
            />
          </Field>
          <Field label="Nome do pagador" htmlFor="sub-payer" error={errors.name?.message}>
            <Input id="sub-payer" autoComplete="name" aria-invalid={!!errors.name} {...form.register('name')} />
          </Field>
        </div>
      ) : null}
    </>
  );
}
