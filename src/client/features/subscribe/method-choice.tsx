// How to pay (docs/decisions/027-pix-and-boleto.md): Cartão, Pix or Boleto, each saying when the
// access starts; a boleto asks for the payer's CPF or CNPJ and name, which print on it, and with
// Stripe the payer's address, without which Stripe makes no boleto (#shared/address.ts).
// /subscribe drives these with its form; Conta → Faturas drives them with plain state.
import { Barcode, CreditCard, QrCode } from 'lucide-react';
import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatCep, UFS } from '#shared/address.ts';
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
type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** The methods offered (all three unless told), as radio cards; `radio` gives each input its name and handlers. */
export function MethodRadios({
  method,
  radio,
  offered = METHODS.map((m) => m.id),
}: {
  method: PaymentMethod;
  radio: (id: PaymentMethod) => InputProps;
  offered?: PaymentMethod[];
}) {
  const shown = METHODS.filter((m) => offered.includes(m.id));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Forma de pagamento</legend>
      <div className={cn('grid gap-3', shown.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {shown.map(({ id, label, hint, Icon }) => (
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

export type PayerErrors = { taxId?: string; name?: string; postalCode?: string; street?: string; city?: string; state?: string };
export type AddressInputs = { postalCode: InputProps; street: InputProps; city: InputProps; state: SelectProps };

/** A boleto's payer; the CPF or CNPJ and the CEP are masked as they are typed. */
export function PayerInputs({
  idPrefix,
  taxId,
  name,
  address,
  errors,
}: {
  idPrefix: string;
  taxId: InputProps;
  name: InputProps;
  /** Asked only when the provider needs it (Stripe). */
  address?: AddressInputs;
  errors: PayerErrors;
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
      {address ? <AddressFields idPrefix={idPrefix} address={address} errors={errors} /> : null}
    </div>
  );
}

const SELECT_CLASS =
  'flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-[invalid=true]:border-red-500';

function AddressFields({ idPrefix, address, errors }: { idPrefix: string; address: AddressInputs; errors: PayerErrors }) {
  const { postalCode, street, city, state } = address;
  return (
    <>
      <Field label="CEP" htmlFor={`${idPrefix}-cep`} error={errors.postalCode}>
        <Input
          id={`${idPrefix}-cep`}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          aria-invalid={!!errors.postalCode}
          {...postalCode}
          onChange={(e) => {
            e.target.value = formatCep(e.target.value);
            void postalCode.onChange?.(e);
          }}
        />
      </Field>
      <Field label="Endereço (rua e número)" htmlFor={`${idPrefix}-street`} error={errors.street}>
        <Input id={`${idPrefix}-street`} autoComplete="address-line1" aria-invalid={!!errors.street} {...street} />
      </Field>
      <Field label="Cidade" htmlFor={`${idPrefix}-city`} error={errors.city}>
        <Input id={`${idPrefix}-city`} autoComplete="address-level2" aria-invalid={!!errors.city} {...city} />
      </Field>
      <Field label="UF" htmlFor={`${idPrefix}-uf`} error={errors.state}>
        <select id={`${idPrefix}-uf`} autoComplete="address-level1" className={SELECT_CLASS} aria-invalid={!!errors.state} {...state}>
          <option value="">Escolha</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

export function MethodChoice({ form, method, askAddress }: { form: UseFormReturn<DetailsForm>; method: PaymentMethod; askAddress: boolean }) {
  const { errors } = form.formState;
  return (
    <>
      <MethodRadios method={method} radio={() => form.register('method')} />
      {method === 'boleto' ? (
        <PayerInputs
          idPrefix="sub"
          taxId={form.register('taxId')}
          name={form.register('name')}
          address={
            askAddress
              ? { postalCode: form.register('postalCode'), street: form.register('street'), city: form.register('city'), state: form.register('state') }
              : undefined
          }
          errors={{
            taxId: errors.taxId?.message,
            name: errors.name?.message,
            postalCode: errors.postalCode?.message,
            street: errors.street?.message,
            city: errors.city?.message,
            state: errors.state?.message,
          }}
        />
      ) : null}
    </>
  );
}
