// A closed-loop load generator for the API bench: `connections` keep-alive sockets, each
// sending the next request as soon as the previous answer is read, for `seconds`. No npm
// dependency (autocannon does the same); runs in the bench process, the server in its own.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  rps: number;
  p99: number;
  p50: number;
  count: number;
  errors: number;
  bytes: number;
  /** Answers by status code outside 2xx (and 'net' for socket errors). */
  codes: Record<string, number>;
}

export async function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Headers of request i on top of `headers` (e.g. each from its own address). */
  headersFor?: (i: number) => Record<string, string>;
  /** Picks the path of each request (default: the url's path). */
  path?: (i: number) => string;
  method?: string;
  body?: (i: number) => string | undefined;
  /** The body's content type (default application/json). */
  contentType?: string;
  /**
   * Reads each answer's body: the request counts as an error (code `${status} check`) unless this
   * says it did what it should (e.g. a 202 that accepted something). Without it, only ≥ 400 is an error.
   */
  check?: (status: number, body: string, i: number) => boolean;
}): Promise<LoadResult> {
  const u = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let n = 0;
  const codes: Record<string, number> = {};
  const start = performance.now();
  const deadline = start + opts.seconds * 1000;
  let last = start;
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const body = opts.body?.(i);
      const t0 = performance.now();
      const req = http.request(
        {
          agent,
          host: u.hostname,
          port: u.port,
          method: opts.method ?? 'GET',
          path: opts.path ? opts.path(i) : u.pathname + u.search,
          headers: {
            ...opts.headers,
            ...opts.headersFor?.(i),
            ...(body ? { 'content-type': opts.contentType ?? 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          let size = 0;
          const chunks: Buffer[] | null = opts.check ? [] : null;
          res.on('data', (d: Buffer) => {
            size += d.length;
            chunks?.push(d);
          });
          res.on('end', () => {
            const t1 = performance.now();
            latencies.push(t1 - t0);
            last = t1;
            bytes = size;
            if ((res.statusCode ?? 500) >= 400) {
              errors++;
              codes[String(res.statusCode)] = (codes[String(res.statusCode)] ?? 0) + 1;
            } else if (chunks && !opts.check?.(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), i)) {
              errors++;
              const code = `${res.statusCode} check`;
              codes[code] = (codes[code] ?? 0) + 1;
            }
            resolve();
          });
          res.on('close', () => {
            if (gaveUp) resolve(); // cut by the grace timer: a promise resolves only once anyway
          });
        },
      );
      req.on('error', () => {
        if (gaveUp) return resolve();
        errors++;
        codes.net = (codes.net ?? 0) + 1;
        resolve();
      });
      req.end(body);
    });
  // Answers still missing 30 s after the end are given up (counted as 'late'), so one very slow
  // call cannot hold the whole bench.
  let gaveUp = false;
  const grace = setTimeout(
    () => {
      gaveUp = true;
      codes.late = agent.sockets ? Object.values(agent.sockets).reduce((k, l) => k + (l?.length ?? 0), 0) : 0;
      errors += codes.late;
      agent.destroy();
    },
    opts.seconds * 1000 + 30_000,
  );
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < deadline) await one(n++);
    }),
  );
  clearTimeout(grace);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length ? latencies.length / ((last - start) / 1000) : 0, p99: q(0.99), p50: q(0.5), count: latencies.length, errors, bytes, codes };
}

/** Resident memory of a process (Linux /proc), in MB. */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc, 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
