// Charges labelled as they are charged (decision 008): an agency the operator CLI created has no
// paid period, so its upgrade charges a full month; the page says so instead of "proporcional".
import { eq } from 'drizzle-orm';
import { agencies } from '../../src/server/db/schema.ts';
import { PERIOD_MS } from '../../src/server/domain/billing/pricing.ts';
import { seedAgency } from '../helpers/app.ts';
import { expect, loginUI, test } from './fixtures.ts';

test('a CLI-made agency sees a full month labelled as such; a running period sees the proportional difference', async ({ page, db }) => {
  const cli = await seedAgency(db, { plan: 'business', seats: 1 });
  await loginUI(page, cli.email, cli.password);
  await page.goto('/subscribe?plan=enterprise');
  await expect(page.getByRole('heading', { name: 'Alterar plano e usuários' })).toBeVisible();
  await expect(page.getByText('sua assinatura começa hoje, com um mês completo do novo total')).toBeVisible();
  await expect(page.getByText(/proporcional/)).toHaveCount(0);
  await page.getByRole('spinbutton', { name: 'Usuários' }).fill('2');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  const summary = page.getByRole('complementary', { name: 'Resumo do plano' });
  await expect(summary.getByTestId('amount-due')).toHaveText(/R\$\s?254,00/); // 2 x R$ 127: a full month
  await expect(summary).toContainText('Total hoje');
  await expect(summary).not.toContainText('proporcional');

  // The same page for an agency in a paid period: the difference, labelled proportional.
  await db
    .update(agencies)
    .set({ paidUntil: new Date(Date.now() + PERIOD_MS / 2) })
    .where(eq(agencies.id, cli.agency.id));
  await page.goto('/subscribe?plan=enterprise');
  await expect(page.getByText('você paga só a diferença proporcional até o fim do período atual')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Usuários' }).fill('2');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(summary).toContainText('Diferença proporcional hoje');
  await expect(summary.getByTestId('amount-due')).not.toHaveText(/R\$\s?254,00/);
});
