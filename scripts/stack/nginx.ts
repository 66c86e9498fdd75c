import { existsSync } from "node:fs";
import { chown, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

export const NGINX_BIN = process.env.STACK_NGINX_BIN ?? "/usr/sbin/nginx";

export interface ProxyOptions {
  /** Where nginx.conf, its logs, pid file and temp folders go. */
  dir: string;
  port: number;
  /** The web instances' ports on 127.0.0.1. */
  upstreams: number[];
  /** As root, the workers run as this user (nobody): they only read the config and write their temp files. */
  workerUser?: { name: string; group: string; uid: number; gid: number };
}

/**
 * The reverse proxy's configuration, as an operator would write it for several web instances:
 * - passive health: an instance that refuses or times out is skipped for `fail_timeout` after one failure,
 *   and an idempotent request (GET, HEAD…) that found it dead is retried once on the other — never a POST,
 *   which may already have taken effect (nginx's default without `non_idempotent`);
 * - the client's address appended to X-Forwarded-For (the web processes trust one proxy: TRUSTED_PROXIES=1);
 * - an X-Request-ID on every request (the client's, or one nginx makes): the web process logs it with the request
 *   and answers it back;
 * - uploads as large as the catalogue takes (CATALOG_MAX_FILE_BYTES, several files a version), spooled to disk;
 * - WebSocket upgrades passed through (the hosting console), keep-alive to the instances otherwise.
 */
export function nginxConfig(options: ProxyOptions): string {
  const at = (name: string) => path.join(options.dir, name);
  const servers = options.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  return `# Written by scripts/stack (the production-like stack); regenerated at every start.
${options.workerUser ? `user ${options.workerUser.name} ${options.workerUser.group};` : ""}
worker_processes 2;
daemon off;
pid ${at("nginx.pid")};
error_log ${at("error.log")} warn;

events {
  worker_connections 4096;
}

http {
  log_format stack '$remote_addr "$request" $status $body_bytes_sent $request_time '
                   'upstream=$upstream_addr upstream_status=$upstream_status request_id=$stack_request_id';
  access_log ${at("access.log")} stack;

  client_body_temp_path ${at("temp/client-body")};
  proxy_temp_path ${at("temp/proxy")};
  fastcgi_temp_path ${at("temp/fastcgi")};
  uwsgi_temp_path ${at("temp/uwsgi")};
  scgi_temp_path ${at("temp/scgi")};

  # A version carries several files of up to 500 MiB each; the web process refuses what is too large itself.
  client_max_body_size 2g;
  server_tokens off;

  map $http_x_request_id $stack_request_id {
    "" $request_id;
    default $http_x_request_id;
  }
  map $http_upgrade $stack_connection {
    "" "";
    default upgrade;
  }

  upstream hopper_web {
${servers}
    keepalive 32;
    # Below the web server's 65 s keepAliveTimeout (apps/web/server/keep-alive.ts): nginx closes an idle
    # connection before Node does, so it never sends a request on one Node is closing (a POST got 502).
    keepalive_timeout 60s;
  }

  server {
    listen 127.0.0.1:${options.port};

    location / {
      proxy_pass http://hopper_web;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Connection $stack_connection;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-ID $stack_request_id;

      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 300s;
      proxy_send_timeout 300s;
    }
  }
}
`;
}

/** Writes the config and the folders nginx needs; returns the command line that runs it in the foreground. */
export async function prepareNginx(options: ProxyOptions): Promise<{ command: string; args: string[] }> {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`No nginx at ${NGINX_BIN}: install Debian's nginx package or set STACK_NGINX_BIN.`);
  }
  const temp = path.join(options.dir, "temp");
  await mkdir(temp, { recursive: true });
  const user = options.workerUser;
  for (const name of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    await mkdir(path.join(temp, name), { recursive: true, mode: 0o700 });
    if (user) await chown(path.join(temp, name), user.uid, user.gid);
  }
  const conf = path.join(options.dir, "nginx.conf");
  await writeFile(conf, nginxConfig(options));
  // -e: the error log before the config is read (Debian's default, /var/log/nginx, may not be writable).
  return { command: NGINX_BIN, args: ["-p", options.dir, "-c", conf, "-e", path.join(options.dir, "error.log")] };
}
