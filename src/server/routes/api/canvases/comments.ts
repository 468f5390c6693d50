// PATCH /api/canvases/{id}/comments/{commentId} {resolved}: the agency resolves or reopens a comment.
// DELETE /api/canvases/{id}/comments/{commentId}: the agency deletes any comment with its replies (decision 008).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CanvasCommentAnswerSchema, DeletedCommentSchema } from '#shared/schemas/canvas-editor.ts';
import { CommentResolveSchema } from '#shared/schemas/portal.ts';
import { deleteComment } from '../../../domain/comments/delete-comment.ts';
import { setCommentResolved } from '../../../domain/comments/set-comment-resolved.ts';
import { ok } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

const comments: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id/comments/:commentId',
    {
      schema: {
        summary: 'Resolver ou reabrir comentário',
        params: z.object({ id: z.string().max(100), commentId: z.string().min(1).max(100) }),
        body: CommentResolveSchema,
        response: ok(CanvasCommentAnswerSchema),
      },
    },
    async (req) => setCommentResolved(await agencyCtx(req), { canvasId: req.params.id, commentId: req.params.commentId, resolved: req.body.resolved }),
  );
  app.delete(
    '/:id/comments/:commentId',
    {
      schema: {
        summary: 'Excluir comentário (e suas respostas)',
        params: z.object({ id: z.string().max(100), commentId: z.string().min(1).max(100) }),
        response: ok(DeletedCommentSchema),
      },
    },
    async (req) => deleteComment(await agencyCtx(req), { canvasId: req.params.id, commentId: req.params.commentId }),
  );
};
export default comments;
