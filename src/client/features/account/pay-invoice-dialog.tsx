// Conta → Faturas: the owner pays an open renewal (docs/decisions/027-pix-and-boleto.md) by the
// method chosen now, with the same Pix, boleto and card pieces as /subscribe. Paying lifts the
// grace or the read-only state at once, so the user is asked again and the banner goes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { addressIssues } from '#shared/address.ts';
import { getPlan } from '#shared/plans.ts';
import { type BillingConfig, type CreateSubscriptionAnswer, type Invoice, PAYER_NAME_MSG, type PaymentMethod } from '#shared/schemas/billing.ts';
import { formatTaxId, isValidTaxId, TAX_ID_INVALID_MSG } from '#shared/tax-id.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatBRL } from '../../lib/format.ts';
import { BoletoPayment } from '../subscribe/boleto-payment.tsx';
import { LocalCardForm } from '../subscribe/local-card-form.tsx';
import { MethodRadios, type PayerErrors, PayerInputs } from '../subscribe/method-choice.tsx';
import { PixPayment } from '../subscribe/pix-payment.tsx';
import { DueDate, invoicePeriod } from './invoice-due.tsx';
import { INVOICES_KEY } from './invoices-query.ts';

const PAYER_FIELDS = ['taxId', 'name', 'postalCode', 'street', 'city', 'state'];
const EMPTY_ADDRESS = { postalCode: '', street: '', city: '', state: '' };

function ChooseMethod({ invoice, onAnswer }: { invoice: Invoice; onAnswer: (a: CreateSubscriptionAnswer) => void }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  // With Stripe a card renews at Stripe by itself: these invoices are paid by Pix or boleto, and its boleto needs the address.
  const stripe = useQuery<BillingConfig>({ queryKey: ['/api/billing/config'] }).data?.provider === 'stripe';
  const [chosen, setMethod] = useState<PaymentMethod>(invoice.method);
  const method = stripe && chosen === 'card' ? 'pix' : chosen;
  const [taxId, setTaxId] = useState(() => (user?.cnpj ? formatTaxId(user.cnpj) : ''));
  const [name, setName] = useState(user?.agencyName ?? '');
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<PayerErrors>({});
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: PayerErrors = {};
    if (method === 'boleto') {
      if (!isValidTaxId(taxId)) next.taxId = TAX_ID_INVALID_MSG;
      if (name.trim().length < 2) next.name = PAYER_NAME_MSG;
      if (stripe) for (const issue of addressIssues(address)) next[issue.path] = issue.message;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    setSending(true);
    try {
      onAnswer(
        await apiRequest<CreateSubscriptionAnswer>(`/api/billing/invoices/${invoice.id}/pay`, 'POST', {
          method,
          ...(method === 'boleto' ? { taxId, name: name.trim(), ...(stripe ? address : {}) } : {}),
        }),
      );
    } catch (err) {
      const field = err instanceof ApiError && err.status === 400 ? (err.body as { field?: string } | null)?.field : undefined;
      if (field && PAYER_FIELDS.includes(field)) setErrors({ [field]: errorMessage(err) });
      else toast({ title: 'Não foi possível gerar o pagamento', description: errorMessage(err), variant: 'destructive' });
      // Paid meanwhile (another tab, the bank): the list says so.
      if (err instanceof ApiError && err.status === 409) void qc.invalidateQueries({ queryKey: INVOICES_KEY });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={sending}>
      <MethodRadios
        method={method}
        offered={stripe ? ['pix', 'boleto'] : undefined}
        radio={(id) => ({ name: 'invoice-method', checked: method === id, onChange: () => setMethod(id) })}
      />
      {method === 'boleto' ? (
        <PayerInputs
          idPrefix="invoice"
          taxId={{ value: taxId, onChange: (e) => setTaxId(e.target.value) }}
          name={{ value: name, onChange: (e) => setName(e.target.value) }}
          address={
            stripe
              ? {
                  postalCode: { value: address.postalCode, onChange: (e) => setAddress((a) => ({ ...a, postalCode: e.target.value })) },
                  street: { value: address.street, onChange: (e) => setAddress((a) => ({ ...a, street: e.target.value })) },
                  city: { value: address.city, onChange: (e) => setAddress((a) => ({ ...a, city: e.target.value })) },
                  state: { value: address.state, onChange: (e) => setAddress((a) => ({ ...a, state: e.target.value })) },
                }
              : undefined
          }
          errors={errors}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? <Loader2 className="animate-spin" /> : null}
        Continuar para o pagamento
      </Button>
    </form>
  );
}

function Payment({ answer, onPaid, onRestart }: { answer: CreateSubscriptionAnswer; onPaid: () => void; onRestart: () => void }) {
  const local = answer.provider === 'local';
  const onFailure = (message: string) => toast({ title: 'Falha no Pagamento', description: message, variant: 'destructive' });
  if (!answer.clientSecret)
    return (
      <p role="alert" className="text-sm text-red-700">
        O provedor de pagamento não retornou os dados do pagamento. Volte e tente novamente.
      </p>
    );
  if (answer.pix) return <PixPayment pix={answer.pix} clientSecret={answer.clientSecret} local={local} onPaid={onPaid} onRestart={onRestart} />;
  if (answer.boleto)
    return <BoletoPayment boleto={answer.boleto} email={answer.email} clientSecret={answer.clientSecret} local={local} onPaid={onPaid} onRestart={onRestart} />;
  return <LocalCardForm clientSecret={answer.clientSecret} amountLabel={formatBRL(answer.amountCents)} onSuccess={onPaid} onFailure={onFailure} />;
}

/** Rendered only while an invoice is being paid, so each opening starts at the method choice. */
export function PayInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const qc = useQueryClient();
  const { refresh } = useAuth();
  const [answer, setAnswer] = useState<CreateSubscriptionAnswer | null>(null);
  // The payment wait reports success on every render after it: one toast, one refresh.
  const paidFor = useRef<string | null>(null);

  const onPaid = useCallback(() => {
    if (paidFor.current === invoice.id) return;
    paidFor.current = invoice.id;
    onClose();
    toast({ title: 'Fatura paga! Tudo liberado.', variant: 'success' });
    void qc.invalidateQueries({ queryKey: INVOICES_KEY });
    void refresh();
  }, [invoice.id, onClose, qc, refresh]);

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Pagar fatura</DialogTitle>
          <DialogDescription>
            Plano {getPlan(invoice.plan).name} · {invoice.seats} usuário(s) · {invoicePeriod(invoice)}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-4 py-3">
          <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid="invoice-amount">
            {formatBRL(invoice.amountCents)}
          </p>
          <DueDate invoice={invoice} />
        </div>
        {answer ? (
          <div className="min-w-0 space-y-4">
            <Button variant="ghost" size="sm" className="-ml-2" onClick={() => setAnswer(null)}>
              <ArrowLeft /> Outra forma de pagamento
            </Button>
            <Payment answer={answer} onPaid={onPaid} onRestart={() => setAnswer(null)} />
          </div>
        ) : (
          <ChooseMethod invoice={invoice} onAnswer={setAnswer} />
        )}
      </DialogContent>
    </Dialog>
  );
}
