// Funnel cards show a thumbnail of the funnel and its open comments (decision 008).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedAgency } from '../helpers/app.ts';
import { seedCanvas, seedClient } from '../helpers/canvas-fixtures.ts';
import { sampleContent } from '../helpers/portal-seed.ts';
import { expect, loginUI, test } from './fixtures.ts';

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

test('each card draws its funnel and counts its open comments, on a computer and a phone', async ({ page, db }) => {
  const ag = await seedAgency(db, { plan: 'enterprise' });
  const client = await seedClient(db, ag.agency.id, 'Loja Azul');
  const at = new Date().toISOString();
  const base = sampleContent();
  await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: client.id,
    userId: ag.owner.id,
    title: 'Funil com comentários',
    content: {
      ...base,
      components: [
        ...base.components,
        { id: 'component-3', type: 'email', position: { x: 900, y: 180 }, data: { title: 'Email', description: '' } },
        { id: 'component-4', type: 'facebook-ads', position: { x: -250, y: 160 }, data: { title: 'Anúncio', description: '' } },
      ],
      connections: [
        ...base.connections,
        { id: 'connection-2', from: 'component-2', to: 'component-3', style: { dashed: false, organic: true, endType: 'dot' } },
        { id: 'connection-3', from: 'component-4', to: 'component-1', style: { dashed: false, organic: true, endType: 'dot' } },
      ],
      comments: [
        ...base.comments,
        { id: 'c-cli', position: { x: 0, y: 0 }, content: 'Trocar cor', author: 'Cliente', authorKind: 'client', timestamp: at },
        { id: 'c-res', position: { x: 0, y: 0 }, content: 'Feito', author: 'Cliente', authorKind: 'client', timestamp: at, resolved: true },
      ],
    },
  });
  await seedCanvas(db, {
    agencyId: ag.agency.id,
    clientId: client.id,
    userId: ag.owner.id,
    title: 'Funil em branco',
    updatedAt: new Date(Date.now() - 60_000),
  });

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    if (width === 1440) await loginUI(page, ag.email, ag.password);
    await page.goto('/dashboard/funnels');
    const full = page.getByTestId('funnel-card').filter({ hasText: 'Funil com comentários' });
    await expect(full.getByRole('img', { name: 'Miniatura do funil: 4 componentes' })).toBeVisible();
    await expect(full.getByTestId('thumbnail-box')).toHaveCount(4);
    await expect(full.locator('line')).toHaveCount(3);
    await expect(full.getByTestId('open-comments')).toHaveText('2 comentários abertos'); // the agency note and the client's
    const empty = page.getByTestId('funnel-card').filter({ hasText: 'Funil em branco' });
    await expect(empty.getByRole('img', { name: 'Funil vazio' })).toBeVisible();
    await expect(empty.getByTestId('open-comments')).toHaveText('Nenhum comentário aberto');
    await shot(page, `funnel-cards-${width}`);
  }
});
