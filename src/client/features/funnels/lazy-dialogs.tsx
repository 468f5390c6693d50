// The funnels page's "Novo funil" form (react-hook-form and zod), loaded on first open (issue 14).
import { lazyWhenOpen } from '../../lib/lazy-when-open.tsx';

export const NewFunnelDialog = lazyWhenOpen(() => import('./new-funnel-dialog.tsx').then((m) => m.NewFunnelDialog));
