// What a browser and a launcher do over HTTP, against any base URL (the proxy or one web instance): signing in
// through Auth.js's own endpoints, the site's tRPC calls with the session cookie, and the public API with a
// token or as an anonymous client at a given address.

/** The cookie pairs (name=value) a response set. */
function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(";")[0]!);
}

/**
 * Signs in with a password through the instance at `base` as the sign-in form does (Auth.js: CSRF token, then the
 * password provider's callback). Returns the session cookie that instance issued.
 */
export async function signIn(base: string, identifier: string, password: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf).join("; ");
  const answer = await fetch(`${base}/api/auth/callback/password`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
    body: new URLSearchParams({ csrfToken, identifier, password, callbackUrl: `${base}/dashboard` }),
  });
  const session = cookiesOf(answer).find((pair) => pair.startsWith("authjs.session-token="));
  if (!session) throw new Error(`sign-in at ${base} set no session cookie (status ${answer.status})`);
  return session;
}

const browserHeaders = (base: string, cookie: string) => ({
  cookie,
  origin: new URL(base).origin,
  "sec-fetch-site": "same-origin",
});

/** A tRPC query as the site makes it; the `json` of its answer (superjson), or the HTTP status on an error. */
export async function trpcQuery<T>(base: string, path: string, cookie: string, input?: unknown) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await fetch(`${base}/api/trpc/${path}${query}`, { headers: browserHeaders(base, cookie) });
  if (!response.ok) return { status: response.status, data: null };
  const body = (await response.json()) as { result: { data: { json: T } } };
  return { status: response.status, data: body.result.data.json };
}

export async function trpcMutation(base: string, path: string, cookie: string, input: unknown): Promise<number> {
  const response = await fetch(`${base}/api/trpc/${path}`, {
    method: "POST",
    headers: { ...browserHeaders(base, cookie), "content-type": "application/json" },
    body: JSON.stringify({ json: input }),
  });
  await response.body?.cancel();
  return response.status;
}

/** The signed-in user's name at `base`, or null when the instance does not take the cookie. */
export async function whoAmI(base: string, cookie: string): Promise<string | null> {
  const { data } = await trpcQuery<{ username: string } | null>(base, "accounts.me", cookie);
  return data?.username ?? null;
}

/** A public API call: with a token (its user's rate limit) or anonymous from `ip` (X-Forwarded-For, one proxy). */
export function api(
  base: string,
  path: string,
  options: { token?: string; ip?: string; method?: string; body?: BodyInit; json?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  return fetch(`${base}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    redirect: "manual",
  });
}
