// A public reviewer proves their email (decision 008): "Verificar meu email", a 6-digit code from
// the outbox, a wrong code refused in pt-BR, then "Verificado como" and a verified approval under
// the proven name; the cookie survives a reload. On a computer and on a 390 px phone.
// SHOTS_DIR=<folder> saves screenshots of each dialog state.
import { eq } from 'drizzle-orm';
import { approvals } from '../../src/server/db/schema.ts';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../helpers/portal-seed.ts';
import { expect, shot, test, toastEl } from './fixtures.ts';

for (const [width, height, phone] of [
  [1440, 900, false],
  [390, 844, true],
] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height }, hasTouch: phone, isMobile: phone });

    test('a public reviewer verifies their email and approves as verified', async ({ page, db, mailer }) => {
      test.setTimeout(120_000);
      const ag = await seedAgency(db, { plan: 'enterprise' });
      const cl = await seedClientAccess(db, ag.agency.id);
      const link = newPublicLink();
      const content = sampleContent();
      content.comments.push({
        id: 'comment-stranger',
        position: { x: 20, y: 20 },
        content: 'Não gostei da cor',
        author: 'Visitante Anônimo',
        authorKind: 'public',
        timestamp: new Date().toISOString(),
      });
      const canvas = await seedCanvas(db, {
        agencyId: ag.agency.id,
        clientId: cl.clientId,
        status: 'published',
        title: 'Funil de Lançamento',
        publicLink: link,
        content,
      });
      const email = `marta${width}@cliente.test`;

      await page.goto(`/public/${link}`);
      const ident = page.getByRole('dialog', { name: 'Identifique-se' });
      await ident.getByLabel('Nome').fill('Marta Souza');
      await ident.getByLabel('Email').fill(email);
      await ident.getByRole('button', { name: 'Continuar' }).click();
      const badge = page.getByTestId('reviewer-badge');
      await expect(badge).toContainText('Revisando como Marta Souza');
      await expect(badge).toContainText('não verificado');
      await shot(page, `unverified-badge-${width}`);

      // Comments history: an unverified public author is marked so
      await (phone ? page.getByTestId('phone-dock') : page).getByRole('button', { name: 'Histórico de Comentários', exact: true }).click();
      const panel = page
        .getByTestId('threads-panel')
        .or(page.getByRole('complementary', { name: 'Histórico de Comentários' }))
        .first();
      await expect(panel.getByText('Visitante Anônimo')).toBeVisible();
      await expect(panel.getByText('(não verificado)')).toBeVisible();
      await shot(page, `comments-unverified-${width}`);
      await page.getByRole('button', { name: 'Fechar histórico de comentários' }).click();

      await badge.getByRole('button', { name: 'Verificar meu email' }).click();
      const dlg = page.getByRole('dialog', { name: 'Verificar meu email' });
      await expect(dlg.getByLabel('Nome')).toHaveValue('Marta Souza');
      await expect(dlg.getByLabel('Email')).toHaveValue(email);
      await shot(page, `verify-1-identity-${width}`);
      await dlg.getByRole('button', { name: 'Enviar código' }).click();
      const codeInput = dlg.getByLabel('Código');
      await expect(codeInput).toBeVisible();
      await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(dlg.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
      await expect.poll(() => mailer.sent.filter((m) => m.to === email).length).toBe(1);
      const mail = mailer.sent.find((m) => m.to === email);
      expect(mail?.subject).toBe('Seu código para revisar "Funil de Lançamento"');
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      await shot(page, `verify-2-code-${width}`);

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await codeInput.fill(wrong);
      await dlg.getByRole('button', { name: 'Verificar' }).click();
      await expect(dlg.getByRole('alert')).toHaveText('Código inválido ou expirado');
      await shot(page, `verify-3-wrong-${width}`);

      await codeInput.fill(code);
      await dlg.getByRole('button', { name: 'Verificar' }).click();
      await expect(dlg).toBeHidden();
      await expect(toastEl(page).getByText('Email verificado!')).toBeVisible();
      await expect(badge).toContainText(`Verificado como Marta Souza (${email})`);
      await shot(page, `verify-4-verified-${width}`);

      // The cookie holds across a reload: no identification asked again
      await page.reload();
      await expect(page.getByTestId('reviewer-badge')).toContainText('Verificado como Marta Souza');
      await expect(page.getByRole('dialog', { name: 'Identifique-se' })).toHaveCount(0);

      const approve = phone
        ? page.getByTestId('phone-dock').getByRole('button', { name: 'Aprovar', exact: true })
        : page.getByRole('button', { name: 'Aprovar', exact: true });
      await approve.click();
      const dialog = page.getByRole('dialog', { name: 'Aprovar Funil' });
      await dialog.getByRole('button', { name: 'Aprovar' }).click();
      await expect(toastEl(page).getByText('Feedback enviado!')).toBeVisible();
      const rows = await db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
      expect(rows.map((r) => [r.reviewerName, r.reviewerEmail, r.verified])).toEqual([['Marta Souza', email, true]]);
    });
  });
}
