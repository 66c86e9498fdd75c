/**
 * The pages the issue measures: home, the mods listing, a project page and sign-in. The project is the
 * catalogue's most downloaded (the public API's search), or LIGHTHOUSE_PROJECT_PATH (e.g. `/mod/sodium`).
 */
export interface AuditedPage {
  name: string;
  path: string;
}

interface SearchAnswer {
  hits: { slug: string; project_type: string }[];
}

export async function auditedPages(base: string): Promise<AuditedPage[]> {
  let projectPath = process.env.LIGHTHOUSE_PROJECT_PATH;
  if (!projectPath) {
    const response = await fetch(new URL("/v2/search?limit=1&index=downloads", base));
    if (!response.ok) throw new Error(`GET /v2/search answered ${response.status}; is the site running at ${base}?`);
    const hit = ((await response.json()) as SearchAnswer).hits[0];
    if (!hit) throw new Error("The catalogue has no public project to measure; seed the demo data first.");
    projectPath = `/${hit.project_type}/${hit.slug}`;
  }
  return [
    { name: "home", path: "/" },
    { name: "mods", path: "/mods" },
    { name: "project", path: projectPath },
    { name: "sign-in", path: "/auth/sign-in" },
  ];
}

/** The running site: BASE_URL, default http://localhost:3100 (the port `hopper start` and the e2e suite use). */
export const baseUrl = () => (process.env.BASE_URL ?? "http://localhost:3100").replace(/\/$/, "");

/** Chromium: CHROMIUM_PATH, default /usr/bin/chromium, as the browser tests use. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
