// @vitest-environment happy-dom
// /subscribe's first step with Stripe (docs/decisions/027-pix-and-boleto.md): a boleto asks for the
// payer's address as well, checked before anything is sent; a payer field the server refuses is
// shown under that field. With the local provider the address is not asked for.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/render-page.tsx';
import { Toaster } from '../../components/ui/toast.tsx';
import { DetailsStep } from './details-step.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(askAddress: boolean, answer: { status: number; body: unknown }) {
  const api = fakeApi({ 'POST /api/create-subscription': answer });
  const onReady = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DetailsStep
        plan="business"
        onPlan={() => {}}
        owner={null}
        ended={false}
        initialEmail="ana@agencia.test"
        initialSeats={1}
        askAddress={askAddress}
        onReady={onReady}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, onReady, user: userEvent.setup() };
}

const CONTINUE = { name: 'Continuar para o pagamento' };

describe('/subscribe: a boleto through Stripe', () => {
  it('asks for the address, checks it, sends it, and shows a field the server refused under it', async () => {
    const { api, onReady, user } = setup(true, { status: 400, body: { error: 'CEP inválido: informe os 8 dígitos', field: 'postalCode' } });
    await user.click(screen.getByText('Boleto', { exact: true }));
    await user.type(screen.getByLabelText('CPF ou CNPJ do pagador'), '52998224725');
    await user.type(screen.getByLabelText('Nome do pagador'), 'Ana Souza');
    await user.click(screen.getByRole('button', CONTINUE));
    expect(await screen.findByText('CEP inválido: informe os 8 dígitos')).toBeTruthy();
    expect(screen.getByText('Escolha a UF')).toBeTruthy();
    expect(api.posts('/api/create-subscription')).toEqual([]);

    await user.type(screen.getByLabelText('CEP'), '01310100');
    await user.type(screen.getByLabelText('Endereço (rua e número)'), 'Av. Paulista, 1000');
    await user.type(screen.getByLabelText('Cidade'), 'São Paulo');
    await user.selectOptions(screen.getByLabelText('UF'), 'SP');
    await user.click(screen.getByRole('button', CONTINUE));
    expect(await screen.findByText('CEP inválido: informe os 8 dígitos')).toBeTruthy();
    expect(api.posts('/api/create-subscription').map((c) => c.body)).toEqual([
      {
        email: 'ana@agencia.test',
        plan: 'business',
        seats: 1,
        method: 'boleto',
        taxId: '529.982.247-25',
        name: 'Ana Souza',
        postalCode: '01310-100',
        street: 'Av. Paulista, 1000',
        city: 'São Paulo',
        state: 'SP',
      },
    ]);
    expect(screen.getByLabelText('CEP').getAttribute('aria-invalid')).toBe('true');
    expect(onReady).not.toHaveBeenCalled();
  });

  it('with the local provider the address is not asked for', async () => {
    const { user } = setup(false, { status: 200, body: {} });
    await user.click(screen.getByText('Boleto', { exact: true }));
    expect(screen.getByLabelText('CPF ou CNPJ do pagador')).toBeTruthy();
    expect(screen.queryByLabelText('CEP')).toBeNull();
    expect(screen.queryByLabelText('UF')).toBeNull();
  });
});
