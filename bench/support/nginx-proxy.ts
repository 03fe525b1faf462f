/**
 * Debian's nginx as the round-robin proxy in front of the cluster bench's instances: a non-daemon child with its
 * own generated configuration, pid, logs and temp paths in `dir`. Its upstream passes a request that could not
 * reach an instance (refused, timed out, 502) to the next, and names the instance that answered in X-Upstream.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { endsWithBench, outputOf } from './child-process.ts';

const NGINX = '/usr/sbin/nginx';

export interface NginxProxy {
  url: string;
  /** What nginx wrote to its error log path's stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  dir: string;
  port: number;
  upstreamPorts: number[];
  maxBodyMb: number;
}

function config({ dir, port, upstreamPorts, maxBodyMb }: NginxOptions): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `
daemon off;
master_process on;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? '# Workers as root too (else nobody): they write the temp paths under this folder.\nuser root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream masal {
    ${upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size ${maxBodyMb}m;
    # Uploads stream through to the instance as they arrive, instead of being spooled to disk first.
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # Appends the address nginx sees (here the bench, on loopback like nginx itself, so TRUST_PROXY=127.0.0.1
    # skips it too): request.ip is then the simulated client's address the bench sent, as it would be a real
    # client's. $http_x_forwarded_for alone would let any client choose its own address.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # Refused, cut before an answer, or 503 (stopping; the database away — nothing changed): the next instance.
    # nginx never resends a POST that reached an instance.
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    proxy_send_timeout 120s;
    proxy_read_timeout 120s;
    add_header X-Upstream $upstream_addr always;
    location / { proxy_pass http://masal; }
  }
}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginx(options: NginxOptions): Promise<NginxProxy> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  mkdirSync(options.dir, { recursive: true });
  const file = join(options.dir, 'nginx.conf');
  writeFileSync(file, config(options));
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', options.dir, '-c', file, '-e', join(options.dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  endsWithBench(child);
  const output = outputOf(child);
  const running = () => child.exitCode === null && child.signalCode === null;
  const proxy: NginxProxy = {
    url: `http://127.0.0.1:${options.port}`,
    output,
    async stop() {
      if (!running()) return;
      const exited = new Promise((r) => child.once('exit', r));
      // SIGTERM: nginx's fast shutdown; the master ends its workers before it exits.
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(options.port))) {
    if (!running()) throw new Error(`nginx exited:\n${output()}`);
    if (Date.now() > deadline) {
      await proxy.stop();
      throw new Error(`nginx did not listen in 10 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return proxy;
}
