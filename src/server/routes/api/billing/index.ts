// Plans, payment and sign-up (D2, D4, D11). Registered without prefix: the paths are the
// spec's (/api/check-payment-status, /api/create-subscription) plus /api/auth/register,
// /api/payments/local/confirm, /api/billing/* and the Stripe webhook.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RegisterSchema, UserSchema } from '#shared/schemas/auth.ts';
import {
  type BillingConfig,
  BillingConfigSchema,
  BillingSummarySchema,
  BoletoPdfQuerySchema,
  CheckPaymentStatusSchema,
  CreateSubscriptionAnswerSchema,
  CreateSubscriptionSchema,
  InvoicesAnswerSchema,
  LocalConfirmAnswerSchema,
  LocalConfirmSchema,
  PayInvoiceSchema,
  PaymentStatusAnswerSchema,
  PaymentWaitAnswerSchema,
  PaymentWaitSchema,
  StripeWebhookAnswerSchema,
} from '#shared/schemas/billing.ts';
import { cancelSubscription } from '../../../domain/billing/cancel-subscription.ts';
import { checkPaymentStatus } from '../../../domain/billing/check-payment-status.ts';
import { CardFieldError, confirmLocalPayment } from '../../../domain/billing/confirm-local-payment.ts';
import { createSubscription } from '../../../domain/billing/create-subscription.ts';
import { getBillingSummary } from '../../../domain/billing/get-billing-summary.ts';
import { invoiceReceipt, listInvoices, payInvoice } from '../../../domain/billing/invoices.ts';
import { boletoPdf, simulateTransfer, waitPayment } from '../../../domain/billing/payment-methods.ts';
import { reactivateSubscription } from '../../../domain/billing/reactivate-subscription.ts';
import { handleStripeEvent } from '../../../domain/billing/stripe-webhook.ts';
import { registerAgency } from '../../../domain/registration/register-agency.ts';
import { AppError } from '../../../errors.ts';
import { createPaymentProvider } from '../../../payments/index.ts';
import { LocalPaymentProvider } from '../../../payments/local-provider.ts';
import { StripePaymentProvider, verifyStripeEvent } from '../../../payments/stripe-provider.ts';
import { AGENCY_COOKIE } from '../../../plugins/session.ts';
import { ok } from '../../answers.ts';
import { agencyCtx, anonCtx, optionalAgencyCtx } from '../../ctx.ts';

/** A PDF file: documented as binary, sent as it is (a Buffer is never serialized). */
const PDF_ANSWER = z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('O arquivo PDF (application/pdf)');

const PUBLIC_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const billing: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const provider = createPaymentProvider(config);
  const withPayments = <C>(ctx: C) => ({ ...ctx, payments: provider });

  app.get(
    '/billing/config',
    { schema: { summary: 'Provedor de pagamento e links de assinatura', response: ok(BillingConfigSchema) } },
    async (): Promise<BillingConfig> => ({
      provider: provider.kind,
      ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      checkoutUrls: {
        business: config.checkoutUrlBusiness ?? '/subscribe?plan=business',
        enterprise: config.checkoutUrlEnterprise ?? '/subscribe?plan=enterprise',
      },
    }),
  );

  app.post(
    '/create-subscription',
    {
      schema: { summary: 'Iniciar pagamento de um plano', body: CreateSubscriptionSchema, response: ok(CreateSubscriptionAnswerSchema) },
      config: PUBLIC_LIMIT,
    },
    async (req) => createSubscription(withPayments(await optionalAgencyCtx(req)), { ...req.body, ip: req.ip }),
  );

  app.post(
    '/payments/local/confirm',
    {
      schema: { summary: 'Confirmar pagamento com cartão (provedor local)', body: LocalConfirmSchema, response: ok(LocalConfirmAnswerSchema) },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      if (!(provider instanceof LocalPaymentProvider)) throw new AppError('NOT_FOUND', 'O provedor de pagamento local não está ativo.');
      try {
        return await confirmLocalPayment({ ...anonCtx(req), payments: provider }, req.body);
      } catch (e) {
        if (e instanceof CardFieldError) return reply.code(400).send({ error: e.message, field: e.field });
        throw e;
      }
    },
  );

  // Pix and boleto (docs/decisions/027-pix-and-boleto.md): the page waits for the payment; with
  // the local provider it can also mark it paid, and the boleto's PDF is served from here.
  const localOnly = () => {
    if (!(provider instanceof LocalPaymentProvider)) throw new AppError('NOT_FOUND', 'O provedor de pagamento local não está ativo.');
    return provider;
  };
  app.post(
    '/payments/status',
    {
      schema: { summary: 'Situação de um pagamento por Pix ou boleto', body: PaymentWaitSchema, response: ok(PaymentWaitAnswerSchema) },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => waitPayment({ ...anonCtx(req), payments: provider instanceof StripePaymentProvider ? provider : localOnly() }, req.body),
  );
  app.post(
    '/payments/local/simulate',
    {
      schema: { summary: 'Simular o pagamento de um Pix ou boleto (provedor local)', body: PaymentWaitSchema, response: ok(PaymentWaitAnswerSchema) },
      config: PUBLIC_LIMIT,
    },
    async (req) => simulateTransfer({ ...anonCtx(req), payments: localOnly() }, { ...req.body, ip: req.ip }),
  );
  app.get(
    '/payments/boleto.pdf',
    { schema: { summary: 'Boleto em PDF', querystring: BoletoPdfQuerySchema, response: ok(PDF_ANSWER) }, config: PUBLIC_LIMIT },
    async (req, reply) => {
      const pdf = await boletoPdf({ ...anonCtx(req), payments: localOnly() }, { clientSecret: req.query.s });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="boleto-funil.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/check-payment-status',
    { schema: { summary: 'Consultar pagamento de um email', body: CheckPaymentStatusSchema, response: ok(PaymentStatusAnswerSchema) }, config: PUBLIC_LIMIT },
    async (req) => checkPaymentStatus(withPayments(anonCtx(req)), req.body),
  );

  app.post(
    '/auth/register',
    {
      schema: { summary: 'Criar conta após o pagamento', body: RegisterSchema, response: ok(UserSchema) },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const { user, token } = await registerAgency(anonCtx(req), { ...req.body, previousToken: req.cookies[AGENCY_COOKIE] });
      reply.setSessionCookie('agency', token);
      return user;
    },
  );

  app.get('/billing/subscription', { schema: { summary: 'Assinatura da agência', response: ok(BillingSummarySchema) } }, async (req) =>
    getBillingSummary(withPayments(await agencyCtx(req))),
  );
  app.get('/billing/invoices', { schema: { summary: 'Faturas da agência', response: ok(InvoicesAnswerSchema) } }, async (req) =>
    listInvoices(await agencyCtx(req)),
  );
  app.get(
    '/billing/invoices/:id/receipt.pdf',
    { schema: { summary: 'Recibo de uma fatura paga (PDF)', params: z.object({ id: z.string().max(100) }), response: ok(PDF_ANSWER) } },
    async (req, reply) => {
      const { pdf, number } = await invoiceReceipt(await agencyCtx(req), req.params);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="recibo-funil-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.post(
    '/billing/invoices/:id/pay',
    {
      schema: {
        summary: 'Pagar uma fatura em aberto (Pix, boleto ou cartão)',
        params: z.object({ id: z.string().max(100) }),
        body: PayInvoiceSchema,
        response: ok(CreateSubscriptionAnswerSchema),
      },
      config: PUBLIC_LIMIT,
    },
    async (req) => payInvoice(withPayments(await agencyCtx(req)), { ...req.body, id: req.params.id }),
  );
  app.post('/billing/cancel', { schema: { summary: 'Cancelar assinatura', response: ok(BillingSummarySchema) } }, async (req) =>
    cancelSubscription(withPayments(await agencyCtx(req))),
  );
  app.post('/billing/reactivate', { schema: { summary: 'Reativar assinatura', response: ok(BillingSummarySchema) } }, async (req) =>
    reactivateSubscription(withPayments(await agencyCtx(req))),
  );

  // Stripe's signed webhook: the raw body is needed for the signature (CSRF exempts it).
  await app.register(async (wh) => {
    wh.removeContentTypeParser('application/json');
    wh.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    wh.post('/webhooks/stripe', { schema: { summary: 'Webhook do Stripe (assinado)', response: ok(StripeWebhookAnswerSchema) } }, async (req) => {
      if (!config.stripeWebhookSecret) throw new AppError('NOT_FOUND', 'Webhook do Stripe não configurado');
      const event = verifyStripeEvent(req.body as Buffer, req.headers['stripe-signature'], config.stripeWebhookSecret);
      const outcome = await handleStripeEvent(anonCtx(req), event);
      return { received: true, outcome };
    });
  });
};
export default billing;
