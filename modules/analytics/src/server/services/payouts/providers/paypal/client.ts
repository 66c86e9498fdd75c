import { AppError } from "@hopper/core/errors";

import { problem, refusal } from "../../refusals";

/** What the PayPal adapter needs: the REST app's credentials, the API's origin and the payouts webhook's id. */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com; tests point it at a local server. */
  apiUrl: string;
  webhookId?: string;
}

/** PayPal's error body (`{ name, message, details: [{ field, issue }], links }`), as far as we read it. */
export interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: { field?: string; issue?: string; description?: string }[];
  /** HATEOAS links: a duplicate sender_batch_id's refusal links to the original batch (rel "self"). */
  links?: { href?: string; rel?: string; method?: string }[];
}

/**
 * A request PayPal refused (400, 404, 422) as the payout's `invalid_input`, with PayPal's error body kept: a
 * duplicate batch's refusal names the original batch, which the sender adopts rather than failing the payout.
 */
export class PaypalRefusal extends AppError {
  constructor(
    base: AppError,
    readonly httpStatus: number,
    readonly body: PaypalErrorBody | null,
  ) {
    super(base.code, base.message, base.fields, base.descriptor);
  }
}

const TIMEOUT_MS = 15_000;

/** PayPal's words for a refused request, cut to what a payout's failure reason holds. */
function paypalMessage(body: PaypalErrorBody | null, status: number): string {
  const detail = body?.details?.[0];
  const words = [body?.name, detail?.issue ?? detail?.description ?? body?.message].filter(Boolean).join(": ");
  return (words || `HTTP ${status}`).slice(0, 400);
}

/**
 * A small client for PayPal's REST API over fetch (docs/analytics.md "PayPal"): an OAuth2 client-credentials token,
 * cached until a minute before it expires, and JSON requests with it. PayPal's refusals become AppErrors: its 400
 * and 422 (a bad receiver, a batch it will not pay) are the payout's, `invalid_input` with PayPal's words; 401,
 * 403, 5xx and an unreachable API are ours to retry later (`internal_error`); 429 is `ratelimit_error`.
 */
export class PaypalClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    readonly config: PaypalConfig,
    private readonly clock: () => number = Date.now,
  ) {}

  private async fetchJson(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.config.apiUrl), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw refusal("internal_error", problem("providerUnavailable"));
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (response.ok) return { status: response.status, body };
    const message = paypalMessage(body as PaypalErrorBody | null, response.status);
    if (response.status === 400 || response.status === 422 || response.status === 404) {
      const base = refusal("invalid_input", problem("providerError", { message }));
      const error = typeof body === "object" && body !== null ? (body as PaypalErrorBody) : null;
      throw new PaypalRefusal(base, response.status, error);
    }
    if (response.status === 429) throw refusal("ratelimit_error", problem("providerUnavailable"));
    throw refusal("internal_error", problem("providerUnavailable"));
  }

  /** POST /v1/oauth2/token with the app's credentials (HTTP Basic), grant_type=client_credentials. */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.clock()) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString("base64");
    const { body } = await this.fetchJson("/v1/oauth2/token", {
      method: "POST",
      headers: {
        Authorization: `Basic ${basic}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    const token = body as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof token?.access_token !== "string") throw refusal("internal_error", problem("providerUnavailable"));
    const seconds = typeof token.expires_in === "number" ? token.expires_in : 300;
    this.token = { value: token.access_token, expiresAt: this.clock() + Math.max(0, seconds - 60) * 1000 };
    return token.access_token;
  }

  /** A JSON request with the bearer token; `requestId` is PayPal-Request-Id, PayPal's idempotency key. */
  async request<T>(method: "GET" | "POST", path: string, body?: unknown, requestId?: string): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await this.accessToken()}`,
      Accept: "application/json",
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (requestId) headers["PayPal-Request-Id"] = requestId;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    return (await this.fetchJson(path, init)).body as T;
  }
}
