// Requests and answers of the editor's canvas calls (spec 02 section 7; D6, D9, D19, D21).
import { z } from 'zod';
import { type CanvasContent, CanvasContentSchema } from '../canvas/content.ts';
import type { FunnelStatus } from '../funnel-status.ts';
import { text } from '../text.ts';

/**
 * Content in a PATCH/PUT: every kind optional and WITHOUT a default, so that a kind left out
 * is left alone; a kind sent is merged element by element by id (D19).
 */
export const CanvasContentPatchSchema = z.object({
  components: CanvasContentSchema.shape.components.unwrap().optional(),
  connections: CanvasContentSchema.shape.connections.unwrap().optional(),
  textElements: CanvasContentSchema.shape.textElements.unwrap().optional(),
  comments: CanvasContentSchema.shape.comments.unwrap().optional(),
  drawings: CanvasContentSchema.shape.drawings.unwrap().optional(),
});
export type CanvasContentPatch = z.infer<typeof CanvasContentPatchSchema>;

export const TITLE_MSG = 'Título é obrigatório';
export const CanvasTitleSchema = text(200, { error: TITLE_MSG }).trim().min(1, { error: TITLE_MSG }).max(200, { error: 'Título muito longo' });

export const PatchCanvasSchema = z.object({
  title: CanvasTitleSchema.optional(),
  description: text(2000).max(2000, { error: 'Descrição muito longa' }).nullish(),
  content: CanvasContentPatchSchema.optional(),
});
export type PatchCanvas = z.infer<typeof PatchCanvasSchema>;

export const PublishCanvasSchema = z.object({
  title: CanvasTitleSchema.optional(),
  content: CanvasContentPatchSchema.optional(),
  status: z.literal('published', { error: 'Status inválido' }),
});
export type PublishCanvas = z.infer<typeof PublishCanvasSchema>;

/** D21 canvas. */
export interface CanvasDto {
  id: string;
  title: string;
  description: string | null;
  status: FunnelStatus;
  clientId: string;
  clientName: string;
  userId: string | null;
  creatorName: string | null;
  views: number;
  publicLink: string | null;
  version: number;
  /** Version of `content` (its ETag): what a PATCH sends back in If-Match to merge three ways. */
  contentVersion?: number;
  updatedAt: string;
  createdAt: string;
  content?: CanvasContent;
}

/** One published version (D9); `content` only when one version is asked for. */
export interface CanvasVersionDto {
  version: number;
  title: string;
  createdAt: string;
  createdByUserId: string | null;
  createdByName: string | null;
  content?: CanvasContent;
}

export const PUBLIC_LINKS_PLAN_MSG = 'Links públicos de revisão estão disponíveis apenas no plano Enterprise. Faça upgrade para compartilhar o funil.';
export const CANVAS_NOT_FOUND_MSG = 'Canvas não encontrado';
