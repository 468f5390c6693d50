// @vitest-environment happy-dom
// The portal's decisions on a published funnel: Voltar como Ajuste (feedback required) and
// Aprovar Funil (the comment is optional). Resultados, when the agency shows them.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ROUTES } from '#shared/routes.ts';
import type { ClientCanvas, ClientMe } from '#shared/schemas/portal.ts';
import type { SharedResultsAnswer } from '#shared/schemas/tracking.ts';
import { fakeApi, renderPage } from '../../../../tests/helpers/render-page.tsx';
import ClientCanvasPage from './client-canvas-page.tsx';

const ID = '0b7f3c9e-2f7a-4d43-9c51-7d1c0b6f1a11';
const API = `/api/client/canvas/${ID}`;
const me: ClientMe = { name: 'Carla Dias', email: 'carla@docearte.com.br', clientId: 'cl-1', agencyName: 'Agência Norte', canDraw: false };
const canvas: ClientCanvas = {
  id: ID,
  title: 'Funil de Páscoa',
  description: null,
  status: 'published',
  clientId: 'cl-1',
  clientName: 'Doce Arte',
  views: 1,
  version: 1,
  dueDate: null,
  updatedAt: '2026-03-01T12:00:00.000Z',
  content: {
    components: [{ id: 'c1', type: 'checkout-page', position: { x: 0, y: 0 }, data: { title: 'Checkout', description: '' } }],
    connections: [],
    textElements: [],
    comments: [],
    drawings: [],
  },
  canDraw: false,
  lastReview: null,
  reviewedContent: null,
  showResults: false,
};

function setup(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/client/me': { body: me },
    [`GET ${API}`]: { body: canvas },
    [`POST ${API}/approval`]: ({ body }) => ({ body: { status: (body as { status: string }).status === 'approve' ? 'approved' : 'needs_adjustments' } }),
    ...answers,
  });
  const user = userEvent.setup();
  renderPage(<ClientCanvasPage />, APP_ROUTES.clientCanvas, `/client-canvas/${ID}`);
  return { api, user };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('portal decisions', () => {
  it('Voltar como Ajuste sends nothing without feedback, then the feedback written', async () => {
    const { api, user } = setup();
    expect((await screen.findByRole('heading', { name: 'Funil de Páscoa' })).closest('header')?.querySelector('[data-status]')?.textContent).toBe(
      'Aguardando Aprovação',
    );
    await user.click(screen.getByRole('button', { name: 'Voltar como Ajuste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voltar como Ajuste' });
    const send = within(dialog).getByRole('button', { name: 'Enviar Solicitação' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Ajustes necessários' }), '   ');
    expect(send).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Ajustes necessários' }), 'Trocar a foto do produto');
    await user.click(send);
    expect(await screen.findByText('Solicitação de ajuste enviada!')).toBeTruthy();
    expect(api.posts(`${API}/approval`).map((c) => c.body)).toEqual([{ status: 'adjust', feedback: 'Trocar a foto do produto' }]);
    // The top bar's status follows the server's answer.
    expect(document.querySelector('header [data-status]')?.textContent).toBe('Solicitação de Ajuste');
  });

  it('Aprovar Funil approves with the optional comment and celebrates', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Aprovar Funil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar Funil' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentário (opcional)' }), 'Perfeito!');
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Funil Aprovado!')).toBeTruthy();
    expect(api.posts(`${API}/approval`).map((c) => c.body)).toEqual([{ status: 'approve', feedback: 'Perfeito!' }]);
    expect(document.querySelector('header [data-status]')?.textContent).toBe('Aprovado');
  });
});

describe('portal results', () => {
  const shared: SharedResultsAnswer = {
    shared: true,
    from: '2026-02-01',
    to: '2026-03-02',
    steps: [{ componentId: 'c1', visitors: 3, conversions: 1, revenue: 97, forecast: null, difference: null }],
    revenue: 97,
    forecastRevenue: null,
  };
  const toggle = () => screen.queryByRole('button', { name: 'Resultados' });

  it('offers no Resultados while the agency does not show them', async () => {
    const { api } = setup();
    await screen.findByRole('heading', { name: 'Funil de Páscoa' });
    expect(toggle()).toBeNull();
    expect(api.calls.some((c) => c.path.endsWith('/results'))).toBe(false);
  });

  it('draws the figures on the step once Resultados is on, read from the portal’s call', async () => {
    const { api, user } = setup({ [`GET ${API}`]: { body: { ...canvas, showResults: true } }, [`GET ${API}/results`]: { body: shared } });
    await user.click(await screen.findByRole('button', { name: 'Resultados' }));
    expect((await screen.findByTestId('step-results')).textContent).toBe('3 pessoas');
    expect(screen.getByTestId('results-revenue').textContent).toBe('Receita real R$ 97,00');
    expect(api.calls.filter((c) => c.path === `${API}/results`)).toHaveLength(1);
    expect(toggle()?.getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the agency stopped showing them after the page loaded, and draws nothing', async () => {
    const { user } = setup({ [`GET ${API}`]: { body: { ...canvas, showResults: true } }, [`GET ${API}/results`]: { body: { shared: false } } });
    await user.click(await screen.findByRole('button', { name: 'Resultados' }));
    expect((await screen.findByTestId('results-hidden')).textContent).toBe('A agência não está mostrando os resultados deste funil agora.');
    expect(screen.queryByTestId('step-results')).toBeNull();
    expect(screen.queryByTestId('results-revenue')).toBeNull();
  });
});
