// How to pay (docs/decisions/027-pix-and-boleto.md): Cartão, Pix or Boleto, each saying when the
// access starts; a boleto asks for the payer's CPF or CNPJ and name, which print on it.
// /subscribe drives these with its form; Conta → Faturas drives them with plain state.
import { Barcode, CreditCard, QrCode } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PaymentMethod } from '#shared/schemas/billing.ts';
import { formatTaxId } from '#shared/tax-id.ts';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';
import type { DetailsForm } from './details-form.ts';

export const METHODS: { id: PaymentMethod; label: string; hint: string; Icon: typeof CreditCard }[] = [
  { id: 'card', label: 'Cartão', hint: 'Aprovação na hora; renova sozinho todo mês.', Icon: CreditCard },
  { id: 'pix', label: 'Pix', hint: 'Aprovação na hora, pelo app do seu banco.', Icon: QrCode },
  { id: 'boleto', label: 'Boleto', hint: 'O acesso começa quando o banco confirmar (até 3 dias úteis).', Icon: Barcode },
];

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** The three methods as radio cards; `radio` gives each input its name and handlers. */
export function MethodRadios({ method, radio }: { method: PaymentMethod; radio: (id: PaymentMethod) => InputProps }) {
  return (
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
            <input type="radio" value={id} className="sr-only" {...radio(id)} />
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon className="size-4 text-brand-700" aria-hidden="true" />
              {label}
            </span>
            <span className="text-xs text-slate-600">{hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A boleto's payer; the CPF or CNPJ is masked as it is typed. */
export function PayerInputs({
  idPrefix,
  taxId,
  name,
  errors,
}: {
  idPrefix: string;
  taxId: InputProps;
  name: InputProps;
  errors: { taxId?: string; name?: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="CPF ou CNPJ do pagador" htmlFor={`${idPrefix}-tax-id`} error={errors.taxId}>
        <Input
          id={`${idPrefix}-tax-id`}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          aria-invalid={!!errors.taxId}
          {...taxId}
          onChange={(e) => {
            e.target.value = formatTaxId(e.target.value);
            void taxId.onChange?.(e);
          }}
        />
      </Field>
      <Field label="Nome do pagador" htmlFor={`${idPrefix}-payer`} error={errors.name}>
        <Input id={`${idPrefix}-payer`} autoComplete="name" aria-invalid={!!errors.name} {...name} />
      </Field>
    </div>
  );
}

export function MethodChoice({ form, method }: { form: UseFormReturn<DetailsForm>; method: PaymentMethod }) {
  const { errors } = form.formState;
  return (
    <>
      <MethodRadios method={method} radio={() => form.register('method')} />
      {method === 'boleto' ? (
        <PayerInputs
          idPrefix="sub"
          taxId={form.register('taxId')}
          name={form.register('name')}
          errors={{ taxId: errors.taxId?.message, name: errors.name?.message }}
        />
      ) : null}
    </>
  );
}
