// @vitest-environment happy-dom
// Conta → Faturas (docs/decisions/027-pix-and-boleto.md): an open renewal shows its due day and a
// "Pagar" button; the dialog takes the method (a boleto's CPF checked before anything is sent),
// shows the Pix code the pay route answers, and once paid closes, says so and asks again for the
// invoices and the user.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '#shared/schemas/billing.ts';
import { fakeApi } from '../../../../tests/helpers/render-page.tsx';
import { Toaster } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api.ts';
import { AuthProvider } from '../../lib/auth.tsx';
import { InvoicesCard } from './invoices-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '7d0c2b8e-5a1f-4c3e-9b6d-2f8a1e4c7b90';
const renewal: Invoice = {
  id: ID,
  number: '000002',
  createdAt: '2026-03-03T12:00:00.000Z',
  paidAt: null,
  periodEnd: null,
  plan: 'business',
  seats: 2,
  amountCents: 11400,
  method: 'pix',
  status: 'pending',
  kind: 'renewal',
  dueDate: '2020-03-10',
  payable: true,
  receiptUrl: null,
};
const paid: Invoice = {
  ...renewal,
  id: 'p1',
  number: '000001',
  kind: 'purchase',
  payable: false,
  dueDate: null,
  status: 'paid',
  paidAt: '2020-02-08T12:00:00.000Z',
  periodEnd: '2020-03-10T12:00:00.000Z',
  receiptUrl: '/r.pdf',
};
const pixAnswer = {
  method: 'pix',
  pix: {
    copyPaste: '00020126360014br.gov.bcb.pix0114+55119999999995204000053039865406114.005802BR6304ABCD',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  },
  clientSecret: 'lpi_secret_0123456789',
  provider: 'local',
  status: 'pending',
  amountCents: 11400,
  plan: 'business',
  seats: 2,
  email: 'dona@agencia.test',
  upgrade: true,
  prorated: false,
};
const me = {
  id: 'u1',
  name: 'Dona',
  email: 'dona@agencia.test',
  isAgencyUser: false,
  role: 'admin',
  plan: 'business',
  userLimit: 2,
  agencyName: 'Agência Norte',
  cnpj: null,
  subscription: { status: 'active', paidUntil: '2020-03-10T15:00:00.000Z', ended: false, lock: 'readOnly', graceUntil: '2020-03-17T15:00:00.000Z' },
};

function setup(provider: 'local' | 'stripe' = 'local') {
  let confirmed = false;
  const api = fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/billing/config': { body: { provider, checkoutUrls: { business: '/subscribe?plan=business', enterprise: '/subscribe?plan=enterprise' } } },
    'GET /api/billing/invoices': () => ({ body: { invoices: confirmed ? [{ ...renewal, status: 'paid', payable: false }, paid] : [renewal, paid] } }),
    [`POST /api/billing/invoices/${ID}/pay`]: (call) =>
      (call.body as { method?: string } | undefined)?.method === 'boleto'
        ? {
            body: {
              ...pixAnswer,
              pix: undefined,
              method: 'boleto',
              provider,
              boleto: { digitableLine: '0'.repeat(47), barcode: '', pdfUrl: 'https://stripe.test/b.pdf', dueDate: '2099-01-05' },
            },
          }
        : { body: pixAnswer },
    'POST /api/payments/status': () => ({ body: { status: confirmed ? 'succeeded' : 'pending', email: me.email, plan: 'business', seats: 2, upgrade: true } }),
    'POST /api/payments/local/simulate': () => {
      confirmed = true;
      return { body: { status: 'succeeded', email: me.email, plan: 'business', seats: 2, upgrade: true } };
    },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: ({ queryKey, signal }) => apiRequest(String(queryKey[0]), 'GET', undefined, { signal }), retry: false, gcTime: 0 } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/dashboard/account#faturas']}>
          <InvoicesCard />
        </MemoryRouter>
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const count = (calls: { method: string; path: string }[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;

describe('Faturas: paying an open invoice', () => {
  it('the open renewal shows its due day and "Pagar"; a paid one its receipt', async () => {
    setup();
    const row = (await screen.findAllByTestId('invoice-row'))[0];
    expect(within(row).getByTestId('invoice-due').textContent).toBe('Venceu em 10/03/2020');
    expect(within(row).getByTestId('invoice-due').className).toContain('text-red-700');
    expect(within(row).getByRole('button', { name: /^Pagar/ }).textContent).toBe('Pagar');
    const second = screen.getAllByTestId('invoice-row')[1];
    expect(within(second).queryByRole('button', { name: /^Pagar/ })).toBeNull();
    expect(within(second).getByRole('link', { name: /Baixar o recibo/ })).toBeTruthy();
    expect(document.getElementById('faturas')).toBeTruthy();
  });

  it('a boleto needs a valid CPF or CNPJ and a name before anything is sent', async () => {
    const { api, user } = setup();
    await user.click(within((await screen.findAllByTestId('invoice-row'))[0]).getByRole('button', { name: /^Pagar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar fatura' });
    await user.click(within(dialog).getByText('Boleto', { exact: true }));
    await user.type(within(dialog).getByLabelText('CPF ou CNPJ do pagador'), '123.456.789-00');
    await user.clear(within(dialog).getByLabelText('Nome do pagador'));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(within(dialog).getByText('CPF ou CNPJ inválido')).toBeTruthy();
    expect(within(dialog).getByText('Informe o nome do pagador')).toBeTruthy();
    expect(api.posts(`/api/billing/invoices/${ID}/pay`)).toEqual([]);
  });

  it('with Stripe: Pix or Boleto only, and a boleto asks for the address, checked before it is sent', async () => {
    const { api, user } = setup('stripe');
    await user.click(within((await screen.findAllByTestId('invoice-row'))[0]).getByRole('button', { name: /^Pagar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar fatura' });
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: /Cartão/ })).toBeNull());
    await user.click(within(dialog).getByText('Boleto', { exact: true }));
    await user.type(within(dialog).getByLabelText('CPF ou CNPJ do pagador'), '52998224725');
    expect((within(dialog).getByLabelText('CPF ou CNPJ do pagador') as HTMLInputElement).value).toBe('529.982.247-25');
    await user.type(within(dialog).getByLabelText('CEP'), '0131010');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(within(dialog).getByText('CEP inválido: informe os 8 dígitos')).toBeTruthy();
    expect(within(dialog).getByText('Informe o endereço (rua e número)')).toBeTruthy();
    expect(within(dialog).getByText('Informe a cidade')).toBeTruthy();
    expect(within(dialog).getByText('Escolha a UF')).toBeTruthy();
    expect(api.posts(`/api/billing/invoices/${ID}/pay`)).toEqual([]);

    await user.type(within(dialog).getByLabelText('CEP'), '0');
    expect((within(dialog).getByLabelText('CEP') as HTMLInputElement).value).toBe('01310-100');
    await user.type(within(dialog).getByLabelText('Endereço (rua e número)'), 'Av. Paulista, 1000');
    await user.type(within(dialog).getByLabelText('Cidade'), 'São Paulo');
    await user.selectOptions(within(dialog).getByLabelText('UF'), 'SP');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(await within(dialog).findByRole('link', { name: /PDF/ })).toHaveProperty('href', 'https://stripe.test/b.pdf');
    expect(api.posts(`/api/billing/invoices/${ID}/pay`).map((c) => c.body)).toEqual([
      {
        method: 'boleto',
        taxId: '529.982.247-25',
        name: 'Agência Norte',
        postalCode: '01310-100',
        street: 'Av. Paulista, 1000',
        city: 'São Paulo',
        state: 'SP',
      },
    ]);
  });

  it('by Pix: the QR code and the copy-and-paste code, then paid: closes, toasts, asks again for invoices and user', async () => {
    const { api, user } = setup();
    await user.click(within((await screen.findAllByTestId('invoice-row'))[0]).getByRole('button', { name: /^Pagar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar fatura' });
    expect(within(dialog).getByTestId('invoice-amount').textContent).toMatch(/R\$\s?114,00/);
    expect(dialog.textContent).toContain('Plano Business · 2 usuário(s) · de 10/03/2020 em diante');
    expect(within(dialog).getByRole('radio', { name: /Pix/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(await within(dialog).findByRole('img', { name: 'QR code do Pix' })).toBeTruthy();
    expect(within(dialog).getByTestId('pix-copy-paste').textContent).toBe(pixAnswer.pix.copyPaste);
    expect(api.posts(`/api/billing/invoices/${ID}/pay`).map((c) => c.body)).toEqual([{ method: 'pix' }]);

    const invoicesBefore = count(api.calls, '/api/billing/invoices');
    const meBefore = count(api.calls, '/api/auth/me');
    await user.click(within(dialog).getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText('Fatura paga! Tudo liberado.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pagar fatura' })).toBeNull());
    await waitFor(() => expect(count(api.calls, '/api/billing/invoices')).toBeGreaterThan(invoicesBefore));
    await waitFor(() => expect(count(api.calls, '/api/auth/me')).toBeGreaterThan(meBefore));
    await waitFor(() => expect(within(screen.getAllByTestId('invoice-row')[0]).queryByRole('button', { name: /^Pagar/ })).toBeNull());
  });
});
