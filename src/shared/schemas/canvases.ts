// Funnel list and creation (docs/product.md; D1, D5, D21).
import { z } from 'zod';
import { CanvasContentSchema } from '../canvas/content.ts';
import { CanvasPreviewSchema } from '../canvas/preview.ts';
import { FUNNEL_STATUSES } from '../funnel-status.ts';
import { text } from '../text.ts';
import { CanvasDtoSchema } from './canvas-editor.ts';
import { badParam, idParam, PageQuerySchema } from './paging.ts';
import { ReviewerSummarySchema } from './reviews.ts';

const FUNNEL_NAME_MSG = 'Nome deve ter pelo menos 2 caracteres';
const SELECT_CLIENT_MSG = 'Selecione um cliente';

/** Novo Funil form: name at least 2; clientId required. */
export const NewFunnelFormSchema = z.object({
  title: text(200, { error: FUNNEL_NAME_MSG }).trim().min(2, { error: FUNNEL_NAME_MSG }).max(200, { error: 'Nome muito longo' }),
  clientId: text(100, { error: SELECT_CLIENT_MSG }).min(1, { error: SELECT_CLIENT_MSG }),
});

/** POST /api/canvases: title, clientId, content (spec); templateId (the template's content is used). */
export const CanvasCreateSchema = NewFunnelFormSchema.extend({
  clientId: z.string({ error: SELECT_CLIENT_MSG }).uuid({ error: SELECT_CLIENT_MSG }),
  content: CanvasContentSchema.optional(),
  templateId: z.string().uuid({ error: 'Template não encontrado' }).optional().nullable(),
  description: text(2000).trim().max(2000, { error: 'Descrição muito longa' }).optional().nullable(),
});

/**
 * D21 canvas shape as the list gives it (no content): the one canvas type, less content, plus
 * its reviewers in short (the cards show who approved, asked for changes or waits), the card's
 * thumbnail and its count of open comment threads (decision 008, canvas/preview.ts).
 */
export const CanvasSummarySchema = CanvasDtoSchema.omit({ content: true }).extend({
  reviewers: z.array(ReviewerSummarySchema),
  preview: CanvasPreviewSchema,
  openComments: z.number().int(),
});
export type CanvasSummary = z.infer<typeof CanvasSummarySchema>;

/**
 * GET /api/canvases (decision 010): a page of the agency's funnels, last edited first. `q` finds title,
 * description or client name; `due=pending` keeps funnels with a due date still awaiting approval,
 * nearest due day first (the overview's card).
 */
export const CanvasListQuerySchema = PageQuerySchema.extend({
  status: z.enum(FUNNEL_STATUSES, { error: badParam('status') }).optional(),
  clientId: idParam('clientId').optional(),
  due: z.enum(['pending'], { error: badParam('due') }).optional(),
});
export type CanvasListQuery = z.infer<typeof CanvasListQuerySchema>;
