import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const haveNginx = fs.existsSync(NGINX);
if (!haveNginx && process.env.CI)
  throw new Error(`${NGINX} is missing: apt-get install nginx-light`);

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

/**
 * nginx from Debian's packages on a loopback port, in front of the given upstream ports (round
 * robin), configured as README shows. Each answer names the instance that gave it in
 * `x-upstream`, so a test can see how requests were shared.
 */
export function startNginx(upstreamPorts: number[]) {
  return startNginxWith(
    (port) => `
  upstream shop {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://shop;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      add_header X-Upstream $upstream_addr always;
    }
  }
`,
  );
}

/**
 * nginx with the upstream and server blocks exactly as README.md's "Behind a reverse proxy" gives
 * them (its ```nginx block), on loopback: only the TLS lines go and the ports are this test's.
 * Its access log (`accessLog()`) holds one line per request: status, then the instances tried.
 */
export function startReadmeNginx(readme: string, upstreamPorts: [number, number]) {
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block');
  return startNginxWith((port) => {
    const edits: [RegExp, string][] = [
      [/127\.0\.0\.1:3000/, `127.0.0.1:${upstreamPorts[0]}`],
      [/127\.0\.0\.1:3001/, `127.0.0.1:${upstreamPorts[1]}`],
      [/listen 443 ssl;/, `listen 127.0.0.1:${port};`],
      [/^\s*server_name .*$/m, ''],
      [/^\s*ssl_certificate .*$/m, ''],
      [/^\s*ssl_certificate_key .*$/m, ''],
    ];
    let conf = block;
    for (const [pattern, replacement] of edits) {
      if (!pattern.test(conf)) throw new Error(`README's nginx block has no ${pattern}`);
      conf = conf.replace(pattern, replacement);
    }
    return conf;
  });
}

/** nginx running `serverBlocks(port)` inside its http block, with temporary paths and logs. */
async function startNginxWith(serverBlocks: (port: number) => string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `
worker_processes 1;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  log_format tried '$status $request_method $uri $upstream_addr $upstream_status';
  access_log ${dir}/access.log tried;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${serverBlocks(port)}
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  await waitForPort(port);
  return {
    port,
    accessLog: () => fs.readFileSync(path.join(dir, 'access.log'), 'utf8'),
    errorLog: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ProxiedAnswer {
  status: number;
  body: string;
  /** The instance that answered (nginx's `x-upstream`). */
  upstream: string;
  /** The cookies it set, as `name=value`. */
  cookies: string[];
}

/**
 * A JSON request through the proxy on `port`, sent from the loopback source address `from`, as
 * one customer among many would (a fresh connection each time).
 */
export function sendFrom(
  port: number,
  from: string,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<ProxiedAnswer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            upstream: String(response.headers['x-upstream'] ?? ''),
            cookies: (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
