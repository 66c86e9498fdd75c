import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { generateFiles } from "../lib/generate";
import { loadModules } from "../lib/module-registry";

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
