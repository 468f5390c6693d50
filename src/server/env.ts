// Environment -> typed config, validated at start (D22).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET deve ter pelo menos 32 caracteres').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  CHECKOUT_URL_BUSINESS: z.string().optional(),
  CHECKOUT_URL_ENTERPRISE: z.string().optional(),
  NO_DEMO: z.string().optional(),
  LOG_LEVEL: z
    .enum(['', 'fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL: fatal, error, warn, info, debug, trace ou silent' })
    .optional(),
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  TRACKING_RETENTION_DAYS: z.coerce.number({ error: 'TRACKING_RETENTION_DAYS: um número de dias' }).int().min(1).max(3650).default(90),
  COLLECT_LIMIT_PER_ADDRESS: z.coerce.number({ error: 'COLLECT_LIMIT_PER_ADDRESS: chamadas por minuto' }).int().min(1).default(600),
  COLLECT_LIMIT_PER_SITE: z.coerce.number({ error: 'COLLECT_LIMIT_PER_SITE: eventos por minuto' }).int().min(1).default(120_000),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-fA-F:./]+(,\s*[0-9a-fA-F:./]+)*)?$/, 'TRUST_PROXY: um número de saltos (ex. 1) ou uma lista de endereços separados por vírgula')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  appSecret: string;
  publicUrl: string;
  /**
   * PUBLIC_URL was set: only its origin may write or open the live socket. Unset, the app also
   * answers pages opened at the loopback or LAN address it listens on (plugins/csrf.ts).
   */
  publicUrlGiven: boolean;
  smtpUrl?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  stripePublishableKey?: string;
  checkoutUrlBusiness?: string;
  checkoutUrlEnterprise?: string;
  demo: boolean;
  logLevel: string;
  /** How often the scheduled jobs run (reminders, digests); 0 = never. */
  jobIntervalMs: number;
  /** Which proxies' X-Forwarded-* headers to believe: none (default), a hop count, or addresses. */
  trustProxy: false | number | string[];
  /** Behind HTTPS: cookies get Secure. */
  secureCookies: boolean;
  /** Days raw traffic events are kept (daily totals stay while the account exists). */
  trackingRetentionDays: number;
  /** Calls to /api/collect per address and minute (shared through Redis), and events per site and minute (per instance). */
  collectPerAddress: number;
  collectPerSite: number;
}

/** APP_SECRET, or one generated into the data folder on first start (D8). */
function loadSecret(dataDir: string, given?: string): string {
  if (given) return given;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** '' → trust nobody; '1' → one hop; '10.0.0.1, 10.0.0.0/8' → those addresses only. */
export function parseTrustProxy(v: string | undefined): false | number | string[] {
  const s = (v ?? '').trim();
  if (!s) return false;
  if (/^\d+$/.test(s)) return Number(s);
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify ignores a bare hop count (it cannot tell the
 * proxy from a client that reaches the app directly), so `TRUST_PROXY=1` would believe nobody and
 * every request behind the balancer would carry the balancer's address, sharing one count of
 * every per-address limit. A hop count is the operator's word that the app is reachable only
 * through that many proxies: the nearest ones are believed whatever their address.
 */
export function trustProxyOption(tp: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  return tp > 0 ? (_address, hop) => hop < tp : false;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuração inválida:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const publicUrl = (overrides.publicUrl ?? e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    appSecret: overrides.appSecret ?? loadSecret(dataDir, e.APP_SECRET),
    publicUrl,
    publicUrlGiven: Boolean(overrides.publicUrl ?? e.PUBLIC_URL),
    smtpUrl: e.SMTP_URL || undefined,
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
    checkoutUrlBusiness: e.CHECKOUT_URL_BUSINESS || undefined,
    checkoutUrlEnterprise: e.CHECKOUT_URL_ENTERPRISE || undefined,
    demo: e.NO_DEMO !== '1',
    // In a terminal a person reads the start lines (console/start-lines.ts), not a JSON line per
    // request; anywhere else (a service, a container) the JSON logs are the record.
    logLevel: e.LOG_LEVEL || (process.stdout.isTTY ? 'warn' : 'info'),
    jobIntervalMs: e.JOBS_INTERVAL_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    secureCookies: publicUrl.startsWith('https:'),
    trackingRetentionDays: e.TRACKING_RETENTION_DAYS,
    collectPerAddress: e.COLLECT_LIMIT_PER_ADDRESS,
    collectPerSite: e.COLLECT_LIMIT_PER_SITE,
    ...overrides,
  };
}
