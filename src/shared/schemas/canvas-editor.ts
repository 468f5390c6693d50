// Requests and answers of the editor's canvas calls (docs/product.md; D6, D9, D19, D21).
import { z } from 'zod';
import { type CanvasComment, type CanvasContent, CanvasContentSchema, ForecastSettingsSchema } from '../canvas/content.ts';
import { FUNNEL_STATUSES } from '../funnel-status.ts';
import { text } from '../text.ts';
import { DueDateSchema } from './due-date.ts';

/**
 * Content in a PATCH/PUT: every kind optional and WITHOUT a default, so that a kind left out
 * is left alone; a kind sent is merged element by element by id (D19).
 */
const CanvasContentPatchSchema = z.object({
  components: CanvasContentSchema.shape.components.unwrap().optional(),
  connections: CanvasContentSchema.shape.connections.unwrap().optional(),
  textElements: CanvasContentSchema.shape.textElements.unwrap().optional(),
  comments: CanvasContentSchema.shape.comments.unwrap().optional(),
  drawings: CanvasContentSchema.shape.drawings.unwrap().optional(),
  /** The funnel's forecast settings: left out, they are left as they are. */
  forecast: ForecastSettingsSchema.optional(),
});
export type CanvasContentPatch = z.infer<typeof CanvasContentPatchSchema>;

const TITLE_MSG = 'Título é obrigatório';
const CanvasTitleSchema = text(200, { error: TITLE_MSG }).trim().min(1, { error: TITLE_MSG }).max(200, { error: 'Título muito longo' });

export const PatchCanvasSchema = z.object({
  title: CanvasTitleSchema.optional(),
  description: text(2000).max(2000, { error: 'Descrição muito longa' }).nullish(),
  content: CanvasContentPatchSchema.optional(),
  /** "2026-12-01" sets the due date, null clears it, left out leaves it (permission: canvases:write). */
  dueDate: DueDateSchema.optional(),
  /** "Mostrar resultados ao cliente": the portal and the public link show the traffic results (canvases:write). */
  showResults: z.boolean({ error: 'Valor inválido' }).optional(),
});
export type PatchCanvas = z.infer<typeof PatchCanvasSchema>;

export const PublishCanvasSchema = z.object({
  title: CanvasTitleSchema.optional(),
  content: CanvasContentPatchSchema.optional(),
  status: z.literal('published', { error: 'Status inválido' }),
});
export type PublishCanvas = z.infer<typeof PublishCanvasSchema>;

/**
 * Content as an answer carries it. It was checked when written (REST and the live socket), so
 * the answer does not check it again (a stricter rule added later must not turn a read into a
 * 500) and keeps every field of an element: each kind is a list of elements with an id.
 */
const element = z.looseObject({ id: z.string() });
export const CanvasContentAnswerSchema = z
  .looseObject({
    components: z.array(element),
    connections: z.array(element),
    textElements: z.array(element),
    comments: z.array(element),
    drawings: z.array(element),
    /** The forecast settings: in the portal and on the public page, the published version's. */
    forecast: z.looseObject({ visitors: z.number(), enabled: z.boolean() }).optional(),
  })
  .describe('Conteúdo do funil: componentes, conexões, textos, comentários, desenhos e a previsão') as unknown as z.ZodType<CanvasContent>;

/** One comment as the resolve call answers it (same leniency as the content). */
/** DELETE /api/canvases/{id}/comments/{commentId}: the ids removed (the comment and its replies). */
export const DeletedCommentSchema = z.object({ deleted: z.array(z.string()) }).describe('Comentário excluído');
export type DeletedComment = z.infer<typeof DeletedCommentSchema>;

export const CanvasCommentAnswerSchema = element.describe('Comentário do funil') as unknown as z.ZodType<CanvasComment>;

/** D21 canvas. */
export const CanvasDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(FUNNEL_STATUSES),
  clientId: z.string(),
  clientName: z.string(),
  userId: z.string().nullable(),
  creatorName: z.string().nullable(),
  views: z.number(),
  publicLink: z.string().nullable(),
  version: z.number(),
  /** When the client should have decided (YYYY-MM-DD), or null. */
  dueDate: z.string().nullable(),
  /** The client and the public link see the traffic results (docs/decisions/026). */
  showResults: z.boolean().optional(),
  /** Version of `content` (its ETag): what a PATCH sends back in If-Match to merge three ways. */
  contentVersion: z.number().optional(),
  updatedAt: z.string(),
  createdAt: z.string(),
  content: CanvasContentAnswerSchema.optional(),
});
export type CanvasDto = z.infer<typeof CanvasDtoSchema>;

/** One published version (D9); `content` only when one version is asked for. */
export const CanvasVersionDtoSchema = z.object({
  version: z.number(),
  title: z.string(),
  createdAt: z.string(),
  createdByUserId: z.string().nullable(),
  createdByName: z.string().nullable(),
  content: CanvasContentAnswerSchema.optional(),
});
export type CanvasVersionDto = z.infer<typeof CanvasVersionDtoSchema>;

export const CanvasVersionListSchema = z.object({ versions: z.array(CanvasVersionDtoSchema) });
export const PublicLinkAnswerSchema = z.object({ publicLink: z.string().nullable() });

export const PUBLIC_LINKS_PLAN_MSG = 'Links públicos de revisão estão disponíveis apenas no plano Enterprise. Faça upgrade para compartilhar o funil.';
export const CANVAS_NOT_FOUND_MSG = 'Funil não encontrado';
