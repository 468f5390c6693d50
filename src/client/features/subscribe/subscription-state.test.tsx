// @vitest-environment happy-dom
// The shell's banner for a Pix or boleto invoice left unpaid (docs/decisions/027-pix-and-boleto.md):
// amber with the last day to pay during the grace, red once read-only; the owner gets the link to
// Faturas, a member is told to ask the owner.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBillingDate } from '#shared/billing-status.ts';
import type { User } from '#shared/schemas/auth.ts';
import { BillingLockNotice } from './subscription-state.tsx';

afterEach(cleanup);

const DUE = '2026-03-10T15:00:00.000Z';
const GRACE_END = '2026-03-17T15:00:00.000Z';

function user(lock: User['subscription']['lock'], member = false): User {
  return {
    id: 'u1',
    name: 'Dona',
    email: 'dona@agencia.test',
    isAgencyUser: member,
    role: 'admin',
    plan: 'business',
    userLimit: 2,
    agencyName: 'Agência',
    businessType: null,
    ceoName: null,
    cnpj: null,
    website: null,
    instagram: null,
    region: null,
    monthlyRevenue: null,
    subscription: { status: 'active', paidUntil: DUE, ended: false, lock, graceUntil: lock === 'none' ? null : GRACE_END },
  };
}

const show = (u: User) =>
  render(
    <MemoryRouter>
      <BillingLockNotice user={u} />
    </MemoryRouter>,
  );

describe('billing lock banner', () => {
  it('says nothing while the invoice is not overdue', () => {
    show(user('none'));
    expect(screen.queryByTestId('billing-lock-notice')).toBeNull();
  });

  it('grace: the due day and the last day to pay, amber, with the owner’s link to Faturas', () => {
    show(user('grace'));
    const banner = screen.getByTestId('billing-lock-notice');
    expect(banner.textContent).toContain(`Sua fatura venceu em ${formatBillingDate(DUE)}. Pague até ${formatBillingDate(GRACE_END)} para continuar editando.`);
    expect(banner.className).toContain('amber');
    expect(screen.getByRole('link', { name: 'Pagar fatura' }).getAttribute('href')).toBe('/dashboard/account#faturas');
  });

  it('read-only: red, what still works, and the owner’s link', () => {
    show(user('readOnly'));
    const banner = screen.getByTestId('billing-lock-notice');
    expect(banner.textContent).toContain(
      `Sua agência está só para leitura: a fatura que venceu em ${formatBillingDate(DUE)} não foi paga. Você pode abrir, exportar e apresentar, mas não criar nem editar.`,
    );
    expect(banner.className).toContain('red');
    expect(screen.getByRole('link', { name: 'Pagar fatura' })).toBeTruthy();
  });

  it.each(['grace', 'readOnly'] as const)('%s: a member cannot pay and is told to ask the owner', (lock) => {
    show(user(lock, true));
    expect(screen.queryByRole('link', { name: 'Pagar fatura' })).toBeNull();
    expect(screen.getByTestId('billing-lock-notice').textContent).toContain('Peça ao dono da agência para pagar a fatura.');
  });
});
