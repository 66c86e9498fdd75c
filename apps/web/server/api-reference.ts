import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

// /docs/api: the rendered reference of /v2/openapi.json, drawn by Scalar's standalone bundle served from this
// site (never a CDN). The page is static HTML: the bundle, then one inline script (allowed by its hash) that
// mounts it with every outside call switched off — no Scalar fonts, telemetry, agent, MCP or hosted client.

export const SCALAR_PATH = "/docs/api/scalar.js";

// Found from the web process's working folder (apps/web, or the repository in tests) at request time, so the
// Next.js bundler leaves the 3.5 MB file alone.
const bundleFile = () =>
  path.join(
    path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve("@scalar/api-reference")),
    "browser",
    "standalone.js",
  );

/**
 * Scalar's theme declares its Inter and JetBrains Mono faces at fonts.scalar.com and the browser fetched them
 * even with withDefaultFonts: false (the theme is drawn with the defaults before the configuration applies):
 * the copy this site serves has those @font-face rules removed, so the page falls back to system fonts.
 */
const withoutRemoteFonts = (source: Buffer) =>
  Buffer.from(source.toString("utf8").replace(/@font-face \{[^}]*?fonts\.scalar\.com[^}]*\}/g, ""), "utf8");

let bundle: Promise<{ body: Buffer; version: string }> | undefined;
const loadBundle = () =>
  (bundle ??= readFile(bundleFile()).then((source) => ({
    body: withoutRemoteFonts(source),
    // The bundle announces its version (console.info("@scalar/api-reference@x.y.z")); it names the cached copy.
    version: /@scalar\/api-reference@([\w.-]+)/.exec(source.subarray(-200_000).toString("latin1"))?.[1] ?? "0",
  })));

const configuration = {
  url: "/v2/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: true,
  // Empty: "try it" calls go straight to this site (same origin), never through Scalar's hosted proxy.
  proxyUrl: "",
  showDeveloperTools: "never",
  documentDownloadType: "json",
  metaData: { title: "Hopper API reference" },
};

const MOUNT = `Scalar.createApiReference("#api-reference", ${JSON.stringify(configuration)});`;
const MOUNT_HASH = createHash("sha256").update(MOUNT).digest("base64");

/**
 * What the page may load: scripts only from here plus the one inline mount (by hash); Scalar injects its
 * styles at run time (style-src 'unsafe-inline'); fonts, images and API calls from this origin (data: and
 * blob: for its icons and downloads). Nothing may frame it, and no form or base may point elsewhere.
 */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  `script-src 'self' 'sha256-${MOUNT_HASH}'`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** GET /docs/api */
export async function apiReferencePage(): Promise<Response> {
  const { version } = await loadBundle();
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hopper API reference</title>
<style>
/* Scalar's own :root rule names Inter and JetBrains Mono, whose faces come from fonts.scalar.com (also before
   withDefaultFonts: false is applied): these win (!important), so those faces are never used, never fetched. */
:root{--scalar-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif !important;--scalar-font-code:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace !important}
body{margin:0}
</style>
</head>
<body>
<noscript><p>The reference needs JavaScript; the document itself is at <a href="/v2/openapi.json">/v2/openapi.json</a>.</p></noscript>
<div id="api-reference"></div>
<script src="${SCALAR_PATH}?v=${version}"></script>
<script>${MOUNT}</script>
</body>
</html>
`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": API_REFERENCE_CSP,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "same-origin",
    },
  });
}

/** GET /docs/api/scalar.js?v=<version>: the bundle, cached for a year (a new version gets a new address). */
export async function scalarBundle(): Promise<Response> {
  const { body } = await loadBundle();
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
