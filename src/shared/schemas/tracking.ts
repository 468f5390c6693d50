// Traffic on the map (docs/decisions/026-traffic-without-personal-data.md): the agency's site
// key and allowed domains, and the events the snippet (src/tracker/t.js) sends to /api/collect.
import { z } from 'zod';

export const MAX_DOMAINS = 20;
/** One call to /api/collect: a JSON body of at most this many bytes, and at most this many events. */
export const COLLECT_MAX_BYTES = 4096;
export const COLLECT_MAX_EVENTS = 20;

export const DOMAIN_MSG = 'Informe um domínio válido, como cliente.com.br.';
export const TOO_MANY_DOMAINS_MSG = `Informe no máximo ${MAX_DOMAINS} domínios.`;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/**
 * A domain as a person types it ("https://www.Cliente.com.br/loja") reduced to its host
 * ("www.cliente.com.br"); null when what remains is not a host name or an IPv4 address.
 */
export function normalizeDomain(input: string): string | null {
  let s = input.trim().toLowerCase();
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  s = s.split(/[/?#]/, 1)[0];
  s = s.replace(/:\d+$/, '').replace(/\.$/, '');
  if (s.startsWith('*.')) s = s.slice(2);
  return HOSTNAME.test(s) || IPV4.test(s) ? s : null;
}

/** A page of `host` may send with a site allowing `domains`: the domain itself or any subdomain of it. */
export function hostAllowed(host: string, domains: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return domains.some((d) => h === d || h.endsWith(`.${d}`));
}

export const TrackingDomainsSchema = z.object({
  allowedDomains: z
    .array(z.string().max(300, { error: DOMAIN_MSG }), { error: DOMAIN_MSG })
    .max(MAX_DOMAINS, { error: TOO_MANY_DOMAINS_MSG })
    .transform((list, ctx) => {
      const out: string[] = [];
      for (const raw of list) {
        const d = normalizeDomain(raw);
        if (d === null) {
          ctx.addIssue({ code: 'custom', message: `${DOMAIN_MSG} Recebido: "${raw.slice(0, 60)}".` });
          return z.NEVER;
        }
        if (!out.includes(d)) out.push(d);
      }
      return out;
    }),
});
export type TrackingDomainsInput = z.input<typeof TrackingDomainsSchema>;

export const WeeklyMailSchema = z.object({
  /** Every Monday, a summary of last week's results of each live funnel, to the agency's owner. */
  enabled: z.boolean({ error: 'Valor inválido' }),
  /** Also to the clients, for the funnels that show them their results. */
  clients: z.boolean({ error: 'Valor inválido' }),
});
export type WeeklyMail = z.infer<typeof WeeklyMailSchema>;

export const TrackingSettingsSchema = z.object({
  siteKey: z.string(),
  /** The line to paste on the client's pages. */
  snippet: z.string(),
  allowedDomains: z.array(z.string()),
  weeklyMail: WeeklyMailSchema,
});
export type TrackingSettings = z.infer<typeof TrackingSettingsSchema>;

/** The line an agency pastes on its clients' pages. */
export function snippetFor(publicUrl: string, siteKey: string): string {
  return `<script defer src="${publicUrl.replace(/\/$/, '')}/t.js" data-site="${siteKey}"></script>`;
}

/** An event name a person types (lead, purchase, or their own): trimmed, at most 100 characters. */
const EventName = z.string().trim().min(1).max(100);

/** One event as the snippet sends it. Anything else in the object is ignored. */
export const CollectEventSchema = z.discriminatedUnion('type', [
  z.object({ site: z.string().min(1).max(64), type: z.literal('pageview'), url: z.string().max(2048) }),
  z.object({
    site: z.string().min(1).max(64),
    type: z.literal('event'),
    url: z.string().max(2048),
    name: EventName,
    /** Reais (a purchase's value); at most a billion, so the daily sums stay exact. */
    value: z.number().finite().min(0).max(1e9).optional(),
  }),
]);
export type CollectEvent = z.infer<typeof CollectEventSchema>;

export const CollectBodySchema = z.union([CollectEventSchema, z.array(CollectEventSchema).min(1).max(COLLECT_MAX_EVENTS)]);

export const CollectAnswerSchema = z.object({ accepted: z.number() });

export const RESULTS_PERIOD_MSG = 'Informe um período válido: datas AAAA-MM-DD, a primeira antes da segunda, até 366 dias.';
/** The longest period a results query covers: a year, leap day included. */
export const MAX_RESULTS_DAYS = 366;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: RESULTS_PERIOD_MSG });
/** GET /api/canvases/{id}/results: São Paulo days, both included; the last 30 days when absent. */
export const ResultsQuerySchema = z.object({ from: Day.optional(), to: Day.optional() });

export const StepResultSchema = z.object({
  componentId: z.string(),
  /** Unique visitors per day, summed over the period (a visitor is a new one each day). */
  visitors: z.number(),
  /** Of those, the ones seen on a next step the same day. */
  conversions: z.number(),
  /** Reais: the values of the step's event (a purchase's value). */
  revenue: z.number(),
  /** The forecast for the same period (the monthly forecast times days / 30); null without a forecast. */
  forecast: z.object({ people: z.number().nullable(), revenue: z.number().nullable() }).nullable(),
  /** visitors / forecast people − 1 (−0.08 is 8 % under); null when there is nothing to compare. */
  difference: z.number().nullable(),
});
export type StepResult = z.infer<typeof StepResultSchema>;

export const ResultsAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  steps: z.array(StepResultSchema),
  /** The period's real revenue and the forecast's, in reais (null without a forecast). */
  revenue: z.number(),
  forecastRevenue: z.number().nullable(),
});
export type ResultsAnswer = z.infer<typeof ResultsAnswerSchema>;

/** What the client portal and the public link read: the results when the agency shows them, else { shared: false }. */
export const SharedResultsAnswerSchema = z.union([ResultsAnswerSchema.extend({ shared: z.literal(true) }), z.object({ shared: z.literal(false) })]);
export type SharedResultsAnswer = z.infer<typeof SharedResultsAnswerSchema>;
