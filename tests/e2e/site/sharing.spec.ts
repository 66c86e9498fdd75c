import { expect, test } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";

import { demoIds } from "../support/declared-pages";

// Issue 14, "Sharing and crawling", checked on the built app: the icons, manifest, robots.txt and sitemap are
// served, and the pages of a project, version, user, organization and collection carry their own canonical link,
// Open Graph and Twitter card tags. Pages are asked for as a link-preview bot (Twitterbot) asks: Next.js puts the
// tags in <head> for bots and may stream them later in the document for browsers.

const BOT = { "user-agent": "Twitterbot/1.0" };

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);

/** The tags of a page's <head>: meta by property/name, and the canonical link. */
async function headTags(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers: { ...BOT, ...headers } });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !meta.has(key)) meta.set(key, decode(content));
  }
  const canonicals = [...head.matchAll(/<link\s[^>]*rel="canonical"[^>]*>/g)].map(([tag]) =>
    decode(/href="([^"]+)"/.exec(tag)![1]!),
  );
  const alternates = [...head.matchAll(/<link\s[^>]*rel="alternate"[^>]*hrefLang="[^"]+"[^>]*>/gi)].map(([tag]) =>
    decode(/href="([^"]+)"/.exec(tag)![1]!),
  );
  return { meta, canonicals, alternates };
}

test("the favicon, app icons, manifest, robots.txt and sitemap index are served", async ({ request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).readUInt16LE(2)).toBe(1);
  for (const path of ["/icon.svg", "/icon-192.png", "/icon-512.png", "/apple-touch-icon.png"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(((await manifest.json()) as { name: string }).name).toBe("Hopper");

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain("Disallow: /settings");
  expect(robotsText).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const projectsFile = /<loc>(https?:\/\/[^<]+\/sitemap\/projects-1\.xml)<\/loc>/.exec(await index.text())?.[1];
  expect(projectsFile, "the index lists the demo projects' file").toBeTruthy();
  const projects = await request.get(new URL(projectsFile!).pathname);
  expect(projects.status()).toBe(200);
  expect(await projects.text()).toContain("<urlset");

  // Every page links the icons and the manifest.
  const home = await request.get("/", { headers: BOT });
  const html = await home.text();
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
  expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
  expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
});

test("project, version, user, organization and collection pages carry their own preview and canonical tags", async ({
  request,
}) => {
  const ids = await demoIds(request);
  const project = (await (await request.get(`/v2/project/${ids.project.mod}`)).json()) as {
    title: string;
    description: string;
    slug: string;
  };
  const version = `/mod/${ids.project.mod}/version/${ids.version.mod}`;
  const cases = [
    { path: `/mod/${project.slug}`, title: project.title, description: project.description },
    { path: version, description: project.description },
    { path: `/user/${ids.user}` },
    { path: `/organization/${ids.organization}` },
    { path: `/collection/${ids.collection}` },
  ];
  for (const { path, title, description } of cases) {
    const { meta, canonicals } = await headTags(request, path);
    expect(canonicals, `${path}: one canonical link`).toHaveLength(1);
    const canonical = new URL(canonicals[0]!);
    expect(decodeURIComponent(canonical.pathname), path).toBe(path);
    expect(meta.get("og:url"), path).toBe(canonical.href);
    for (const key of ["og:title", "og:description", "og:image", "twitter:title", "twitter:image"]) {
      expect(meta.get(key), `${path}: ${key}`).toBeTruthy();
    }
    expect(meta.get("og:site_name"), path).toBe("Hopper");
    expect(meta.get("twitter:card"), path).toBe("summary");
    expect(meta.get("og:image"), path).toMatch(/^https?:\/\//);
    if (title) expect(meta.get("og:title"), path).toBe(title);
    if (description) {
      expect(meta.get("og:description"), path).toBe(description);
      expect(meta.get("description"), path).toBe(description);
    }
  }
});

test("every other page has a canonical link without filters or the language parameter", async ({ request }) => {
  // A forged Host header changes neither the canonical link nor the hreflang alternates (both on HOPPER_URL).
  const { canonicals, alternates } = await headTags(request, "/mods?index=downloads&hl=en-US&page=2", {
    "x-forwarded-host": "evil.example",
  });
  expect(canonicals).toHaveLength(1);
  const canonical = new URL(canonicals[0]!);
  expect(canonical.pathname + canonical.search).toBe("/mods?page=2");
  expect(canonical.host).not.toBe("evil.example");
  expect(alternates.length).toBeGreaterThan(0);
  for (const alternate of alternates) expect(new URL(alternate).origin).toBe(canonical.origin);
});
