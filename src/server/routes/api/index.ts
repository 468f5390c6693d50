import type { FastifyPluginAsync } from 'fastify';
import agencyData from './agency/index.ts';
import agency from './agency-info/index.ts';
import team from './agency-users/index.ts';
import auth from './auth/index.ts';
import billing from './billing/index.ts';
import canvases from './canvases/index.ts';
import clientPortal from './client/index.ts';
import clients from './clients/index.ts';
import overview from './overview/index.ts';
import publicReview from './public/index.ts';
import templates from './templates/index.ts';
import tracking from './tracking/index.ts';

// Each resource owns its prefix inside /api. Paths follow the spec's call tables; a folder is
// named after its URLs' first segment (overview and billing answer several).
const api: FastifyPluginAsync = async (app) => {
  await app.register(auth, { prefix: '/auth' });
  await app.register(overview); // /metrics, /recent-comments
  await app.register(clients, { prefix: '/clients' });
  await app.register(canvases, { prefix: '/canvases' });
  await app.register(team); // /agency-users
  await app.register(agency); // /agency-info
  await app.register(agencyData); // /agency/export, /agency (decision 012)
  await app.register(templates, { prefix: '/templates' });
  await app.register(billing); // /check-payment-status, /create-subscription, /auth/register, /webhooks/stripe
  await app.register(clientPortal, { prefix: '/client' });
  await app.register(publicReview, { prefix: '/public' });
  await app.register(tracking); // /agency/tracking, /collect
};
export default api;
