import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { reachableEntries } from "../../modules/core/src/module/nav";
import { generateFiles } from "../lib/generate";
import { loadModules } from "../lib/module-registry";
import type { LoadedModule } from "../lib/module-registry";

const run = promisify(execFile);
const root = path.resolve(".");

async function check() {
  try {
    await run(process.execPath, ["--import", "tsx", "scripts/gen-modules.ts", "--check"], { cwd: root });
    return { code: 0, stderr: "" };
  } catch (error) {
    return error as { code: number; stderr: string };
  }
}

describe("gen:modules", () => {
  it("finds the committed generated files up to date", async () => {
    expect((await check()).code).toBe(0);
  });

  it("fails on a route file that no module declares", async () => {
    const stray = path.join(root, "apps/web/app/(default)/__stray_test__");
    await mkdir(stray, { recursive: true });
    await writeFile(path.join(stray, "page.tsx"), "export default function Stray() { return null; }\n");
    try {
      const result = await check();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("apps/web/app/(default)/__stray_test__/page.tsx belongs to no module");
    } finally {
      await rm(stray, { recursive: true, force: true });
    }
  });

  it("refuses a declared page whose component file does not exist", async () => {
    const modules = await loadModules(root);
    const site = modules.find((m) => m.manifest.id === "site")!;
    const broken = {
      ...site,
      manifest: { ...site.manifest, pages: [{ path: "/ghost", component: "ui/pages/ghost" }] },
    };
    await expect(generateFiles(root, [broken])).rejects.toThrow(
      'Module "site" declares page /ghost with component ui/pages/ghost, but modules/site/src/ui/pages/ghost.tsx does not exist.',
    );
  });

  it("refuses two modules declaring the same path", async () => {
    const modules = await loadModules(root);
    const site = modules.find((m) => m.manifest.id === "site")!;
    const twin = { ...site, manifest: { ...site.manifest, id: "twin" } };
    await expect(generateFiles(root, [site, twin])).rejects.toThrow('Page / is declared by both "site" and "twin".');
  });

  it("puts each page under its layout's route group and passes its guards", async () => {
    const files = await generateFiles(root, await loadModules(root));
    const dashboard = files.find((f) => f.path === "apps/web/app/(default)/dashboard/page.tsx");
    expect(dashboard?.owner).toBe("accounts");
    expect(dashboard?.content).toContain('guards: ["auth"]');
  });
});

// The fixture module (tests/fixtures/modules/example): the worked example of docs/architecture.md.
async function withFixture() {
  const modules = await loadModules(root);
  const { default: manifest } = (await import("../../tests/fixtures/modules/example/src/index")) as {
    default: LoadedModule["manifest"];
  };
  const example: LoadedModule = { dir: "tests/fixtures/modules/example", packageName: "@hopper/example", manifest };
  return { modules: [...modules, example], example };
}

describe("gen:modules with the fixture module", () => {
  it("writes its page's route file through the web app's modulePage", async () => {
    const { modules } = await withFixture();
    const files = await generateFiles(root, modules);
    const page = files.find((f) => f.path === "apps/web/app/(default)/changelog/page.tsx");
    expect(page?.owner).toBe("example");
    expect(page?.content).toContain('import Page from "@hopper/example/ui/pages/changelog";');
    expect(page?.content).toContain('import { modulePage } from "../../../server/module-page";');
    expect(page?.content).toContain('export { metadata } from "@hopper/example/ui/pages/changelog";');
  });

  it("lists its slot components in the slots barrel, in their slots", async () => {
    const { modules } = await withFixture();
    const barrel = (await generateFiles(root, modules)).find((f) => f.path === "modules/_generated/slots.ts");
    expect(barrel?.content).toContain('import exampleSlot0 from "@hopper/example/ui/slots/latest-entry";');
    expect(barrel?.content).toContain('"dashboard.home-card": [{ module: "example", Component: exampleSlot0 }]');
    expect(barrel?.content).toMatch(
      // Other installed modules' tabs (moderation's) may come first.
      /"project\.tab": \[[^\]]*\{ module: "example", Component: exampleSlot1, label: "Changes", segment: "changes" \},?\s*\]/,
    );
    // A team-only tab carries its audience to the host's tab bar (the project frame lists it for the team and staff).
    expect(barrel?.content).toMatch(/label: "Moderation",\s+segment: "moderation",\s+audience: "team",/);
    // A tab label with a catalogue message is read from its manifest, so the tab bar shows it in the reader's language.
    expect(barrel?.content).toContain('import moderationManifest from "@hopper/moderation";');
    expect(barrel?.content).toMatch(/message: slotLabelMessage\(moderationManifest, 4\)/);
  });

  it("gives a contributed project tab an address under every project page, rendering the host page", async () => {
    const { modules } = await withFixture();
    const files = await generateFiles(root, modules);
    const tab = files.find((f) => f.path === "apps/web/app/(default)/mod/[id]/changes/page.tsx");
    expect(tab?.owner).toBe("example");
    expect(tab?.content).toContain('import Page from "@hopper/catalog/ui/pages/project";');
    expect(tab?.content).toContain('tab: "changes"');
    expect(files.some((f) => f.path === "apps/web/app/(default)/plugin/[id]/changes/page.tsx")).toBe(true);
  });

  it("passes the contributed tabs to every project page with the project tab bar", async () => {
    const files = await generateFiles(root, (await withFixture()).modules);
    const route = (page: string) => files.find((f) => f.path === `apps/web/app/(default)/mod/[id]${page}/page.tsx`);
    const tabbed = ["", "/versions", "/gallery", "/changelog", "/version/new", "/version/[version]"];
    for (const page of [...tabbed, "/version/[version]/edit", "/changes"]) {
      expect(route(page)?.content, page).toMatch(/slots: \[[^\]]*"project\.tab"/);
    }
    // The settings tabs list the contributed project tabs and settings tabs.
    const settings = ["", "/description", "/license", "/links", "/tags", "/members", "/analytics"];
    for (const page of settings) {
      expect(route(`/settings${page}`)?.content, page).toContain('slots: ["project.tab", "project.settings-tab"]');
    }
  });

  it("gives a contributed organization settings tab an address under the organization's settings", async () => {
    const files = await generateFiles(root, await loadModules(root));
    const route = (page: string) =>
      files.find((f) => f.path === `apps/web/app/(default)/organization/[id]/settings${page}/page.tsx`);
    const analytics = route("/analytics");
    expect(analytics?.owner).toBe("analytics");
    expect(analytics?.content).toContain('import Page from "@hopper/catalog/ui/pages/organization-settings/general";');
    expect(analytics?.content).toContain('tab: "analytics"');
    // Every organization settings tab lists the contributed tabs.
    for (const page of ["", "/members", "/projects", "/analytics"]) {
      expect(route(page)?.content, page).toContain('slots: ["organization.settings-tab"]');
    }
  });

  it("passes a page the menus and slots it declares", async () => {
    const files = await generateFiles(root, await loadModules(root));
    const dashboard = files.find((f) => f.path === "apps/web/app/(default)/dashboard/page.tsx");
    expect(dashboard?.content).toContain('menus: ["dashboard"]');
    expect(dashboard?.content).toContain('slots: ["dashboard.home-card"]');
  });

  it("shows a nav entry only when an installed module declares its page", async () => {
    const { modules, example } = await withFixture();
    const declared = modules.flatMap((m) => (m.manifest.pages ?? []).map((page) => page.path));
    const shown = reachableEntries(example.manifest.nav ?? [], declared).map((entry) => entry.href);
    expect(shown).toEqual(["/changelog"]);
    // Without the fixture installed, its page is not declared and its entry would be dropped too.
    const without = (await loadModules(root)).flatMap((m) => (m.manifest.pages ?? []).map((page) => page.path));
    expect(reachableEntries(example.manifest.nav ?? [], without)).toEqual([]);
  });

  it("refuses a slot whose component file does not exist", async () => {
    const { modules, example } = await withFixture();
    const broken = {
      ...example,
      manifest: { ...example.manifest, slots: [{ slot: "project.aside" as const, component: "ui/slots/ghost" }] },
    };
    await expect(generateFiles(root, [...modules.slice(0, -1), broken])).rejects.toThrow(
      'Module "example" declares slot project.aside with component ui/slots/ghost, but tests/fixtures/modules/example/src/ui/slots/ghost.tsx does not exist.',
    );
  });

  it("refuses a contributed tab whose address a page already has", async () => {
    const { modules, example } = await withFixture();
    const clash = {
      ...example,
      manifest: {
        ...example.manifest,
        slots: [
          { slot: "project.tab" as const, component: "ui/slots/project-changes", label: "V", segment: "versions" },
        ],
      },
    };
    await expect(generateFiles(root, [...modules.slice(0, -1), clash])).rejects.toThrow(
      /Page \/mod\/\[id\]\/versions is declared by both "(example|catalog)" and "(catalog|example)"/,
    );
  });
});
