// A client access's own data (decision 012): what "Meus dados" downloads, and how the
// agency removes an access (delete everything it wrote, or keep it without the person).
import { z } from 'zod';

/** Who an anonymised comment or decision is shown as: the person is gone, the words stay. */
export const REMOVED_CLIENT_NAME = 'Cliente removido';

/**
 * - delete: the access, its comments (with their replies) and its decisions go; the funnel's
 *   status is computed again without them.
 * - anonymize: the access goes; its comments and decisions stay as "Cliente removido" and keep
 *   counting, with no email or name of the person left anywhere.
 */
const ACCESS_REMOVAL_MODES = ['delete', 'anonymize'] as const;
export type AccessRemovalMode = (typeof ACCESS_REMOVAL_MODES)[number];
export const REMOVAL_MODE_MSG = 'Escolha se os comentários e decisões do acesso serão excluídos ou anonimizados';

/**
 * DELETE /api/clients/{id}/access/{accessId} body. Without a body (the call as the spec had it)
 * the access is anonymised: nothing the funnel's history needs is lost, and the person is erased.
 */
export const AccessRemovalSchema = z.object({ mode: z.enum(ACCESS_REMOVAL_MODES, { error: REMOVAL_MODE_MSG }) });

export const AccessRemovalAnswerSchema = z.object({
  ok: z.literal(true),
  mode: z.enum(ACCESS_REMOVAL_MODES),
  comments: z.number().describe('Comentários excluídos ou anonimizados (com as respostas, ao excluir)'),
  decisions: z.number().describe('Decisões excluídas ou anonimizadas'),
});
export type AccessRemovalAnswer = z.infer<typeof AccessRemovalAnswerSchema>;

const FunnelRef = { funnelId: z.string(), funnelTitle: z.string() };

/** GET /api/client/export: only this access's rows; never a password, hash or the encrypted copy (D8). */
export const ClientExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    /** An access has no name of its own: the portal greets it with its client's name. */
    name: z.string(),
    email: z.string(),
    clientName: z.string(),
    agencyName: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
  }),
  comments: z.array(
    z.object({
      ...FunnelRef,
      commentId: z.string().nullable(),
      /** The reply's parent comment, when it is a reply. */
      parentId: z.string().nullable(),
      /** The funnel element the comment is pinned to, when it still is. */
      elementId: z.string().nullable(),
      elementTitle: z.string().nullable(),
      content: z.string(),
      createdAt: z.string(),
    }),
  ),
  decisions: z.array(
    z.object({
      ...FunnelRef,
      version: z.number(),
      decision: z.enum(['approved', 'adjustment_requested', 'rejected']),
      feedback: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ClientExport = z.infer<typeof ClientExportSchema>;

/** The download's file name: the day it was taken, so two downloads do not overwrite each other silently. */
export const clientExportFileName = (iso: string) => `meus-dados-${iso.slice(0, 10)}.json`;
