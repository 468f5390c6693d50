// @vitest-environment happy-dom
// The public link's decisions: Aprovar (the comment is optional) and Ajustes (feedback required,
// "Solicitar ajustes" or "Rejeitar"), sent with the reviewer's name and email. Resultados, when
// the agency shows them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ROUTES } from '#shared/routes.ts';
import type { PublicCanvas } from '#shared/schemas/portal.ts';
import { fakeApi, renderPage } from '../../../../tests/helpers/render-page.tsx';
import PublicReviewPage, { REVIEWER_KEY } from './public-review-page.tsx';
import { renderStillIdentify } from './still-identify.tsx';
import { listenToStillIdentify, REVIEWER_KNOWN_CLASS, STILL_ACTION_ATTR, STILL_IDENTIFY_ID, STILL_IDS } from './still-identify-handoff.ts';

const LINK = 'link-de-revisao';
const API = `/api/public/canvas/${LINK}`;
const WHO = { clientName: 'Bia Lima', email: 'bia@cliente.com.br' };

const canvas: PublicCanvas = {
  title: 'Funil de Lançamento',
  status: 'published',
  agencyName: 'Agência Norte',
  clientName: 'Doce Arte',
  version: 2,
  content: {
    components: [{ id: 'c1', type: 'landing-page', position: { x: 0, y: 0 }, data: { title: 'Página de Captura', description: '' } }],
    connections: [],
    textElements: [],
    comments: [],
    drawings: [],
  },
  reviewer: { name: WHO.clientName, email: WHO.email, verified: true },
  showResults: false,
};

function setup(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET ${API}`]: { body: canvas },
    [`POST ${API}/approvals`]: ({ body }) => ({ body: { status: (body as { status: string }).status === 'approved' ? 'approved' : 'needs_adjustments' } }),
    ...answers,
  });
  const user = userEvent.setup();
  renderPage(<PublicReviewPage />, APP_ROUTES.publicReview, `/public/${LINK}`);
  return { api, user };
}

beforeEach(() => localStorage.setItem(REVIEWER_KEY, JSON.stringify(WHO)));
afterEach(() => {
  cleanup();
  document.getElementById(STILL_IDENTIFY_ID)?.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('public review decisions', () => {
  it('Ajustes asks for feedback and sends it with the kind chosen and who is reviewing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Ajustes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar Ajustes' });
    const send = within(dialog).getByRole('button', { name: 'Enviar Feedback' });
    expect(send).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByText('Rejeitar'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Feedback' }), 'O checkout precisa de PIX');
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    expect(await screen.findByText('Feedback enviado!')).toBeTruthy();
    expect(api.posts(`${API}/approvals`).map((c) => c.body)).toEqual([{ status: 'rejected', feedback: 'O checkout precisa de PIX', ...WHO }]);
    expect(screen.queryByRole('dialog', { name: 'Solicitar Ajustes' })).toBeNull();
  });

  it('Aprovar sends an approval without a comment and celebrates', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar Funil' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Funil Aprovado!')).toBeTruthy();
    expect(api.posts(`${API}/approvals`).map((c) => c.body)).toEqual([{ status: 'approved', feedback: '', ...WHO }]);
  });

  it('Cancelar sends nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aprovar Funil' })).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Aprovar Funil' })).toBeNull();
    expect(api.posts(`${API}/approvals`)).toEqual([]);
  });

  it('"Só quero ver" closes Identifique-se; deciding asks again and goes on once they have said who they are', async () => {
    localStorage.clear();
    const { api, user } = setup({ [`GET ${API}`]: { body: { ...canvas, reviewer: null } } });
    const ident = await screen.findByRole('dialog', { name: 'Identifique-se' });
    await user.click(within(ident).getByRole('button', { name: 'Só quero ver' }));
    expect(screen.queryByRole('dialog', { name: 'Identifique-se' })).toBeNull();
    expect(screen.getByTestId('reviewer-badge').textContent).toContain('Só visualizando');

    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    const again = await screen.findByRole('dialog', { name: 'Identifique-se' });
    await user.type(within(again).getByLabelText('Nome'), WHO.clientName);
    await user.type(within(again).getByLabelText('Email'), WHO.email);
    await user.click(within(again).getByRole('button', { name: 'Continuar' }));
    const decide = await screen.findByRole('dialog', { name: 'Aprovar Funil' });
    await user.click(within(decide).getByRole('button', { name: 'Aprovar' }));
    await screen.findByText('Feedback enviado!');
    expect(api.posts(`${API}/approvals`).map((c) => c.body)).toEqual([{ status: 'approved', feedback: '', ...WHO }]);
  });
});

describe('results on a public link', () => {
  it('offers Resultados only when the agency shows them, and draws the step’s figures from the link’s call', async () => {
    setup();
    await screen.findByRole('button', { name: 'Aprovar' });
    expect(screen.queryByRole('button', { name: 'Resultados' })).toBeNull();
    cleanup();

    const answer = { shared: true, from: '2026-02-01', to: '2026-03-02', revenue: 0, forecastRevenue: null };
    const steps = [{ componentId: 'c1', visitors: 3, conversions: 0, revenue: 0, forecast: null, difference: null }];
    const { api, user } = setup({ [`GET ${API}`]: { body: { ...canvas, showResults: true } }, [`GET ${API}/results`]: { body: { ...answer, steps } } });
    await user.click(await screen.findByRole('button', { name: 'Resultados' }));
    expect((await screen.findByTestId('step-results')).textContent).toBe('3 pessoas');
    expect(api.calls.filter((c) => c.path === `${API}/results`)).toHaveLength(1);
  });
});

describe('a newcomer on a public link', () => {
  /** The HTML the server sends for a public link holds a still "Identifique-se" (still-identify.tsx). */
  function stillFromHtml() {
    const holder = document.createElement('div');
    holder.innerHTML = renderStillIdentify().html;
    document.body.append(...holder.childNodes);
  }

  it('sees the funnel drawn still under Identifique-se; the editor comes once they choose to look', async () => {
    localStorage.clear();
    const { user } = setup({ [`GET ${API}`]: { body: { ...canvas, reviewer: null } } });
    const ident = await screen.findByRole('dialog', { name: 'Identifique-se' });
    // Under a modal dialog the page is hidden from assistive technology, hence `hidden`.
    expect(await screen.findByRole('img', { name: 'Pré-visualização do funil Funil de Lançamento: 1 componente', hidden: true })).toBeTruthy();
    expect(screen.queryByTestId('reviewer-badge')).toBeNull(); // the editor's overlay: not drawn yet
    await user.click(within(ident).getByRole('button', { name: 'Só quero ver' }));
    expect((await screen.findByTestId('reviewer-badge')).textContent).toContain('Só visualizando');
  });

  it('keeps what was typed into the still dialog, and the focus, when the real one takes its place', async () => {
    localStorage.clear();
    stillFromHtml();
    (document.getElementById(STILL_IDS.name) as HTMLInputElement).value = 'Bia Li';
    const email = document.getElementById(STILL_IDS.email) as HTMLInputElement;
    email.value = 'bia@cli';
    email.focus();
    const { user } = setup({ [`GET ${API}`]: { body: { ...canvas, reviewer: null } } });
    const ident = await screen.findByRole('dialog', { name: 'Identifique-se' });
    await vi.waitFor(() => expect(document.getElementById(STILL_IDENTIFY_ID)).toBeNull());
    expect(within(ident).getByLabelText<HTMLInputElement>('Nome').value).toBe('Bia Li');
    const realEmail = within(ident).getByLabelText<HTMLInputElement>('Email');
    expect(realEmail.value).toBe('bia@cli');
    await vi.waitFor(() => expect(document.activeElement).toBe(realEmail));
    await user.keyboard('ente.com.br');
    expect(realEmail.value).toBe('bia@cliente.com.br');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a press on the still dialog before the real one arrives is done by it: Continuar validates, Só quero ver opens the funnel', async () => {
    listenToStillIdentify();
    localStorage.clear();
    stillFromHtml();
    (document.querySelector(`#${STILL_IDENTIFY_ID} [${STILL_ACTION_ATTR}="continue"]`) as HTMLButtonElement).click();
    setup({ [`GET ${API}`]: { body: { ...canvas, reviewer: null } } });
    const ident = await screen.findByRole('dialog', { name: 'Identifique-se' });
    expect(await within(ident).findByText('Informe seu nome')).toBeTruthy();
    cleanup();

    stillFromHtml();
    (document.querySelector(`#${STILL_IDENTIFY_ID} [${STILL_ACTION_ATTR}="skip"]`) as HTMLButtonElement).click();
    setup({ [`GET ${API}`]: { body: { ...canvas, reviewer: null } } });
    expect((await screen.findByTestId('reviewer-badge')).textContent).toContain('Só visualizando');
    expect(screen.queryByRole('dialog', { name: 'Identifique-se' })).toBeNull();
  });

  it('a remembered reviewer is not left with the still dialog', async () => {
    stillFromHtml();
    setup();
    await screen.findByRole('button', { name: 'Aprovar' });
    expect(document.getElementById(STILL_IDENTIFY_ID)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Identifique-se' })).toBeNull();
  });

  it('reviewer-known.js, run before the first paint, reads the key the page remembers reviewers under', () => {
    const script = readFileSync(join(process.cwd(), 'src/client/public/reviewer-known.js'), 'utf8');
    expect(script).toContain(`localStorage.getItem('${REVIEWER_KEY}')`);
    expect(script).toContain(`classList.add('${REVIEWER_KNOWN_CLASS}')`);
    expect(renderStillIdentify().css).toBe(`.${REVIEWER_KNOWN_CLASS} #${STILL_IDENTIFY_ID}{display:none}`);
  });
});
