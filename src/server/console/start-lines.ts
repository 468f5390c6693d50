// What `npm start` says in a terminal: the addresses that work, the demo logins, and nothing a
// person has to scroll past (request logs stay off unless LOG_LEVEL asks, see env.ts).
import type { NetworkInterfaceInfo } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * The addresses a browser can open the app at. With PUBLIC_URL set only its origin passes the
 * origin check (plugins/csrf.ts), so that is the one address; unset, localhost, 127.0.0.1 and,
 * when the server listens on every interface, each LAN IPv4 address.
 */
export function addressesToOpen(opts: { publicUrl: string; publicUrlGiven: boolean; host: string; port: number }, interfaces: Interfaces): string[] {
  if (opts.publicUrlGiven) return [opts.publicUrl];
  const local = [`http://localhost:${opts.port}`, `http://127.0.0.1:${opts.port}`];
  if (LOOPBACK_HOSTS.has(opts.host)) return local;
  const everywhere = opts.host === '0.0.0.0' || opts.host === '::';
  const lan = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal && (everywhere || i.address === opts.host))
    .map((i) => `http://${i.address}:${opts.port}`);
  return everywhere ? [...local, ...lan] : lan.length ? lan : [`http://${opts.host}:${opts.port}`];
}

export interface DemoLogins {
  agency: { email: string; password: string };
  client?: { email: string; password: string };
}

/** The lines printed once the server listens; `outbox` is where mail goes when no SMTP is set. */
export function startLines(opts: { addresses: string[]; database: string; demo?: DemoLogins; outbox?: string }): string[] {
  const [first, ...rest] = opts.addresses;
  const lines = [`Funil rodando em ${first} (banco: ${opts.database})`];
  for (const a of rest) lines.push(`  também em ${a}`);
  if (opts.demo) {
    lines.push('Agência demo criada, com um cliente e um funil publicado:');
    lines.push(`  agência  ${opts.demo.agency.email} / ${opts.demo.agency.password}  em ${first}/auth`);
    if (opts.demo.client) lines.push(`  cliente  ${opts.demo.client.email} / ${opts.demo.client.password}  em ${first}/client-auth`);
  }
  if (opts.outbox) lines.push(`Emails vão para ${opts.outbox} (uma linha por email enviado).`);
  return lines;
}
