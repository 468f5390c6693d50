// A tiny load balancer for the multi-instance test: each HTTP request or websocket upgrade goes
// to the next target in turn (round robin), as a proxy in front of several instances would.
import http from 'node:http';
import net from 'node:net';

export interface AlternatingProxy {
  url: string;
  /** Which target (index) each request or upgrade went to, in order. */
  log: { target: number; url: string; upgrade: boolean }[];
  close(): Promise<void>;
}

export async function startAlternatingProxy(targets: { host: string; port: number }[]): Promise<AlternatingProxy> {
  let next = 0;
  const log: AlternatingProxy['log'] = [];
  const sockets = new Set<net.Socket>();
  const pick = (url: string, upgrade: boolean) => {
    const i = next++ % targets.length;
    log.push({ target: i, url, upgrade });
    return targets[i];
  };
  const server = http.createServer((req, res) => {
    const t = pick(req.url ?? '/', false);
    const up = http.request({ host: t.host, port: t.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  // Websockets: the upgrade request is replayed to the target, then both sockets are joined.
  server.on('upgrade', (req, client, head) => {
    const t = pick(req.url ?? '/', true);
    const upstream = net.connect(t.port, t.host, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
