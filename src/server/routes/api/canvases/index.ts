import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import byId from './by-id.ts';
import comments from './comments.ts';
import list from './list.ts';
import results from './results.ts';

// list.ts: GET /, POST /, DELETE /:id (funnel list).
// by-id.ts: GET/PATCH/PUT /:id, versions, public link (editor; D6, D9, D19).
const canvases: FastifyPluginAsyncZod = async (app) => {
  await app.register(list);
  await app.register(byId);
  await app.register(comments); // PATCH /:id/comments/:commentId
  await app.register(results); // GET /:id/results
};
export default canvases;
