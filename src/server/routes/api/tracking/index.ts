// Traffic on the map (docs/decisions/026-traffic-without-personal-data.md): the agency's snippet
// settings, and POST /api/collect, where the snippet on the client's pages sends its events.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonShapeFault, SHAPE_MESSAGE } from '#shared/json-shape.ts';
import { COLLECT_MAX_BYTES, CollectAnswerSchema, TrackingDomainsSchema, TrackingSettingsSchema, WeeklyMailSchema } from '#shared/schemas/tracking.ts';
import { BAD_EVENT_MSG, collect } from '../../../domain/tracking/collect.ts';
import { EventBatch } from '../../../domain/tracking/event-batch.ts';
import { getTracking, setTrackingDomains, setWeeklyMail } from '../../../domain/tracking/sites.ts';
import { AppError } from '../../../errors.ts';
import { ok } from '../../answers.ts';
import { agencyCtx, anonCtx } from '../../ctx.ts';

const tracking: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const batch = new EventBatch(db);
  app.addHook('onClose', () => batch.close());

  // The snippet sends text/plain (a "simple" request: no CORS preflight before each event); the
  // text is JSON. Only this plugin's routes parse it.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    let value: unknown;
    try {
      value = JSON.parse(body as string);
    } catch {
      return done(new AppError('VALIDATION', BAD_EVENT_MSG), undefined);
    }
    const fault = jsonShapeFault(value);
    if (fault) return done(new AppError('VALIDATION', SHAPE_MESSAGE[fault]), undefined);
    done(null, value);
  });

  app.get(
    '/agency/tracking',
    { schema: { summary: 'Ver o script de resultados da agência e os domínios permitidos', response: ok(TrackingSettingsSchema) } },
    async (req) => getTracking(await agencyCtx(req)),
  );

  app.put(
    '/agency/tracking',
    {
      schema: {
        summary: 'Definir os domínios cujas páginas podem enviar eventos (dono e admin)',
        body: TrackingDomainsSchema,
        response: ok(TrackingSettingsSchema),
      },
    },
    async (req) => setTrackingDomains(await agencyCtx(req), req.body),
  );

  app.put(
    '/agency/tracking/weekly-mail',
    {
      schema: {
        summary: 'Ligar o resumo semanal de resultados por email (dono e admin)',
        body: WeeklyMailSchema,
        response: ok(TrackingSettingsSchema),
      },
    },
    async (req) => setWeeklyMail(await agencyCtx(req), req.body),
  );

  app.post(
    '/collect',
    {
      bodyLimit: COLLECT_MAX_BYTES,
      config: { rateLimit: { max: config.collectPerAddress, timeWindow: '1 minute' } },
      schema: {
        summary: 'Receber eventos do script de resultados (sem cookies; text/plain com JSON)',
        description: 'Um evento { site, type, url, name?, value? } ou uma lista de até 20. Responde 202 depois de gravar.',
        body: z.unknown(),
        response: { 202: CollectAnswerSchema, ...ok(CollectAnswerSchema) },
      },
    },
    async (req, reply) => {
      // Any page may send (the site's domains are checked against its Origin); no cookie is read.
      reply.header('access-control-allow-origin', '*');
      const answer = await collect(
        anonCtx(req),
        { batch, perSitePerMinute: config.collectPerSite },
        {
          body: req.body,
          origin: req.headers.origin,
          address: req.ip,
          userAgent: req.headers['user-agent'],
        },
      );
      return reply.code(202).send(answer);
    },
  );
};
export default tracking;
