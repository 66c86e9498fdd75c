import { AppError } from "@hopper/core/errors";

import { decryptNodeToken } from "../nodes/node-token";

// The only code that talks to agents (docs/agent.md "REST API"). Every call carries the node token; an agent's
// refusal becomes an AppError with the agent's own message (its messages are written for people, e.g. "Server is
// busy: a backup is being created"), and an unreachable node is a clear conflict, never an unhandled 5xx.

/** What a call needs of a node row. */
export interface AgentNode {
  id: string;
  agentUrl: string;
  tokenCiphertext: string;
}

export interface AgentCallOptions {
  /** A JSON body (sent with content-type application/json). */
  json?: unknown;
  /** A raw body (file uploads); streamed as is. */
  body?: ReadableStream<Uint8Array> | Uint8Array | string;
  query?: Record<string, string | undefined>;
  /** Default 15 s; uploads and archives pass more. */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

const STATUS_CODES: Record<number, ConstructorParameters<typeof AppError>[0]> = {
  400: "invalid_input",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  429: "ratelimit_error",
};

export function agentUrl(node: AgentNode, path: string, query?: Record<string, string | undefined>): string {
  const url = new URL(path, node.agentUrl.endsWith("/") ? node.agentUrl : `${node.agentUrl}/`);
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** Sends one request to the node's agent and answers the raw response when it is 2xx. */
export async function agentFetch(
  node: AgentNode,
  method: string,
  path: string,
  options: AgentCallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${decryptNodeToken(node.tokenCiphertext)}`,
    ...options.headers,
  };
  let body: RequestInit["body"] | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.body !== undefined) {
    // the cast bridges Node's and the DOM's typings of fetch bodies
    body = options.body as unknown as RequestInit["body"];
  }
  let response: Response;
  try {
    response = await fetch(agentUrl(node, path, options.query), {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
  } catch {
    throw new AppError("conflict", `The server's node (${node.id}) is not reachable right now. Try again in a minute.`);
  }
  if (response.ok) return response;
  const text = await response.text();
  let message = `The node answered ${response.status}.`;
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) message = parsed.message;
  } catch {
    // not JSON: keep the generic message
  }
  throw new AppError(STATUS_CODES[response.status] ?? "conflict", message);
}

/** A JSON call: the parsed answer (null for 204). */
export async function agentJson<T>(node: AgentNode, method: string, path: string, options: AgentCallOptions = {}) {
  const response = await agentFetch(node, method, path, options);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
