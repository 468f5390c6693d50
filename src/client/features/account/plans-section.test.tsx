// @vitest-environment happy-dom
// The account's plan cards say only what the plan table applies (D20): a client or funnel
// count is the plan's limit, "ilimitados" only where there is no limit, and users are priced,
// never "ilimitados" beside the seats the agency pays for.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPlanPrice, PLAN_IDS, PLANS } from '#shared/plans.ts';
import { PlanCards } from './plans-section.tsx';

afterEach(cleanup);

const limitedClients = PLAN_IDS.map((id) => PLANS[id].maxClients).filter((n): n is number => n !== null);

describe('account plan cards', () => {
  it.each(PLAN_IDS)('%s: every limit and price on the card is the plan table’s', (id) => {
    render(
      <MemoryRouter>
        <PlanCards plan="business" />
      </MemoryRouter>,
    );
    const plan = PLANS[id];
    const card = screen.getByTestId(`plan-${id}`);
    const texts = [...card.querySelectorAll('p, li')].map((n) => n.textContent?.trim() ?? '');
    expect(texts).toContain(plan.suggestedFor);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(plan.highlights);
    expect(card.textContent).toContain(formatPlanPrice(plan));

    for (const t of texts) {
      for (const m of t.matchAll(/até (\d+) clientes/gi)) expect(Number(m[1])).toBe(plan.maxClients);
      for (const m of t.matchAll(/mais de (\d+) clientes/gi)) {
        // "More than N" is how an unlimited plan is suggested above the limited ones.
        expect(plan.maxClients).toBeNull();
        expect(Number(m[1])).toBe(Math.max(...limitedClients));
      }
      for (const m of t.matchAll(/até (\d+) funis/gi)) expect(Number(m[1])).toBe(plan.maxFunnelsPerClient);
      if (/clientes ilimitados/i.test(t)) expect(plan.maxClients).toBeNull();
      if (/funis ilimitados/i.test(t)) expect(plan.maxFunnelsPerClient).toBeNull();
      expect(t).not.toMatch(/usuários ilimitados/i);
    }
  });
});
