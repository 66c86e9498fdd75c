// Runs the examples against a Hopper site:
//   npx tsx docs/examples/oauth/run.ts desktop --issuer http://localhost:3000 --client-id ID
//   npx tsx docs/examples/oauth/run.ts web --issuer http://localhost:3000 --client-id ID --client-secret SECRET --port 8080
// The desktop app prints the URL to open and then who signed in; the web app serves http://127.0.0.1:PORT/
// (register http://127.0.0.1/callback for the desktop app and http://127.0.0.1:PORT/callback for the web app).
import { createServer } from "node:http";
import { parseArgs } from "node:util";

import { discover, getUser, refresh, revoke, startDesktopSignIn } from "./hopper-oauth";
import { webApp } from "./web-app";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    issuer: { type: "string", default: "http://localhost:3000" },
    "client-id": { type: "string" },
    "client-secret": { type: "string" },
    port: { type: "string", default: "8080" },
    scope: { type: "string", default: "USER_READ" },
  },
});
const clientId = values["client-id"];
if (!clientId) throw new Error("--client-id is required (the app's id from /settings/applications)");
const app = { clientId, clientSecret: values["client-secret"] };
const scopes = values.scope.split(/[\s,]+/);
const issuer = new URL(values.issuer);
const provider = await discover(issuer, {
  allowHttp: issuer.hostname === "localhost" || issuer.hostname === "127.0.0.1",
});

if (positionals[0] === "desktop") {
  const signIn = await startDesktopSignIn(provider, app, scopes);
  console.log(`Open this address in your browser to sign in:\n${signIn.url.href}`);
  const tokens = await signIn.tokens;
  console.log(`Signed in as ${(await getUser(provider, tokens.accessToken)).username} (scopes: ${tokens.scope})`);
  const renewed = await refresh(provider, app, tokens.refreshToken);
  console.log(`Refreshed; the new access token works for another ${renewed.expiresIn} s.`);
  await revoke(provider, app, renewed.refreshToken);
  console.log("Signed out: the grant is revoked.");
} else if (positionals[0] === "web") {
  const baseUrl = `http://127.0.0.1:${values.port}`;
  const handler = webApp({
    provider,
    app,
    baseUrl,
    scopes,
    onSignedIn: (user, tokens) => console.log(`${user.username} signed in (scopes: ${tokens.scope})`),
  });
  createServer(handler).listen(Number(values.port), () => console.log(`Open ${baseUrl}/`));
} else {
  console.log("Usage: run.ts desktop|web --issuer URL --client-id ID [--client-secret SECRET] [--port N] [--scope S]");
}
