import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { AgentError } from "../errors.js";
import type { Logger } from "../log.js";

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parses a JSON body (at most 1 MiB) against a schema. */
  body<T extends z.ZodType>(schema: T): Promise<z.infer<T>>;
}

export type Handler = (ctx: RequestContext) => Promise<unknown>;

interface Route {
  method: string;
  /** As registered (`/api/servers/:id`): the metrics' route label. */
  path: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
  auth: boolean;
  counted: boolean;
}

/** Told of every answered request that is counted: its route pattern ("unmatched" for none), status, time. */
export type RequestObserver = (method: string, route: string, status: number, seconds: number) => void;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const MAX_JSON_BYTES = 1024 * 1024;

/**
 * A deliberately small router: a handful of routes, JSON in and out, one error mapping. Handlers
 * return a value (sent as JSON, 200), `{ status, body }` via `reply`, or write the response themselves.
 */
export class Router {
  private readonly routes: Route[] = [];

  constructor(
    private readonly log: Logger,
    private readonly authorize: (req: IncomingMessage) => AgentError | null,
    private readonly observe?: RequestObserver,
  ) {}

  /** `counted: false` keeps a route (health probes, scrapes) out of the request metrics. */
  add(method: string, path: string, handler: Handler, options: { auth?: boolean; counted?: boolean } = {}): void {
    const keys: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/:([a-zA-Z]+)/g, (_m, key: string) => {
        keys.push(key);
        return "([^/]+)";
      })}$`,
    );
    this.routes.push({
      method,
      path,
      pattern,
      keys,
      handler,
      auth: options.auth ?? true,
      counted: options.counted ?? true,
    });
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://agent");
    const started = performance.now();
    // The label stays a registered pattern (or "unmatched"): a raw path would be one series per server id.
    let counted: Route | "unmatched" | null = "unmatched";
    res.on("finish", () => {
      const ms = performance.now() - started;
      this.log.debug({ method: req.method, path: url.pathname, status: res.statusCode, ms: Math.round(ms) }, "request");
      if (!counted || !this.observe) return;
      const method = METHODS.has(req.method ?? "") ? req.method! : "other";
      this.observe(method, counted === "unmatched" ? counted : counted.path, res.statusCode, ms / 1000);
    });
    try {
      let pathMatched = false;
      for (const route of this.routes) {
        const match = route.pattern.exec(url.pathname);
        if (!match) continue;
        pathMatched = true;
        if (route.method !== req.method) continue;
        counted = route.counted ? route : null;
        if (route.auth) {
          const denied = this.authorize(req);
          if (denied) throw denied;
        }
        const params: Record<string, string> = {};
        route.keys.forEach((key, i) => (params[key] = decodeURIComponent(match[i + 1] ?? "")));
        const result = await route.handler({
          req,
          res,
          params,
          query: url.searchParams,
          body: (schema) => readJson(req, schema),
        });
        if (!res.headersSent && !res.writableEnded) sendResult(res, result);
        return;
      }
      throw new AgentError(pathMatched ? 405 : 404, pathMatched ? "method_not_allowed" : "not_found", "No such route");
    } catch (error) {
      this.sendError(res, error, req);
    }
  }

  private sendError(res: ServerResponse, error: unknown, req: IncomingMessage): void {
    let status = 500;
    let body: Record<string, unknown> = { error: "internal", message: "Internal agent error" };
    if (error instanceof AgentError) {
      status = error.status;
      body = { error: error.code, message: error.message };
    } else if (error instanceof z.ZodError) {
      status = 400;
      body = { error: "validation", message: z.prettifyError(error), issues: error.issues };
    } else if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      status = 404;
      body = { error: "not_found", message: "No such file or directory" };
    } else {
      this.log.error({ err: (error as Error).stack, url: req.url, method: req.method }, "request failed");
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (status === 401) res.setHeader("www-authenticate", "Bearer");
    sendJson(res, status, body);
  }
}

export interface Reply {
  status: number;
  body: unknown;
}
export const reply = (status: number, body: unknown): Reply => ({ status, body });

function sendResult(res: ServerResponse, result: unknown): void {
  if (result && typeof result === "object" && "status" in result && "body" in result) {
    const r = result as Reply;
    sendJson(res, r.status, r.body);
  } else if (result === undefined) {
    res.statusCode = 204;
    res.end();
  } else {
    sendJson(res, 200, result);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson<T extends z.ZodType>(req: IncomingMessage, schema: T): Promise<z.infer<T>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BYTES) throw new AgentError(413, "too_large", "JSON body too large");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new AgentError(400, "bad_json", "Body is not valid JSON");
    }
  }
  return schema.parse(value);
}
