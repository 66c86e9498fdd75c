import { expect, test } from "@playwright/test";

// The protocol endpoints on the built site (Next.js route handlers, behind the production web server): discovery
// under app/.well-known answers, and the token and revocation endpoints take an app's cross-site form post and
// answer in OAuth's error form, uncached and readable from any origin (modules/oauth/tests/protocol.test.ts covers
// every rule over HTTP; this proves the real server routes and headers).

test("discovery is served at /.well-known/oauth-authorization-server with the site as issuer", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/.well-known/oauth-authorization-server");
  expect(response.status()).toBe(200);
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  const metadata = (await response.json()) as Record<string, unknown>;
  const issuer = metadata.issuer as string;
  expect(new URL(issuer).port).toBe(new URL(baseURL!).port);
  expect(metadata).toMatchObject({
    token_endpoint: `${issuer}/oauth/token`,
    revocation_endpoint: `${issuer}/oauth/revoke`,
    authorization_endpoint: `${issuer}/auth/authorize`,
    code_challenge_methods_supported: ["S256"],
  });
});

test("the token and revocation endpoints take a cross-site form post and answer OAuth errors", async ({ request }) => {
  const headers = { origin: "https://app.example", "content-type": "application/x-www-form-urlencoded" };
  const token = await request.post("/oauth/token", {
    headers,
    data: "grant_type=authorization_code&client_id=ZZZZZZZZ",
  });
  expect(token.status()).toBe(401);
  expect(token.headers()["cache-control"]).toBe("no-store");
  expect(token.headers()["access-control-allow-origin"]).toBe("*");
  expect(await token.json()).toMatchObject({ error: "invalid_client", error_description: expect.any(String) });
  const revoke = await request.post("/oauth/revoke", { headers, data: "token=hoa_x&client_id=ZZZZZZZZ" });
  expect(revoke.status()).toBe(401);
  expect(await revoke.json()).toMatchObject({ error: "invalid_client" });
  const json = await request.post("/oauth/token", {
    headers: { origin: "https://app.example", "content-type": "application/json" },
    data: "{}",
  });
  expect(json.status()).toBe(400);
  expect(await json.json()).toMatchObject({ error: "invalid_request" });
});

test("a browser app's preflight of a Basic-authenticated token or revocation request is allowed", async ({
  request,
}) => {
  for (const path of ["/oauth/token", "/oauth/revoke"]) {
    const preflight = await request.fetch(path, {
      method: "OPTIONS",
      headers: {
        origin: "https://app.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status(), path).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers()["access-control-allow-methods"]).toContain("POST");
    expect(preflight.headers()["access-control-allow-headers"]).toMatch(/authorization/i);
    expect(preflight.headers()["access-control-allow-credentials"]).toBeUndefined();
  }
});
