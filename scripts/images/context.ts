import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { run } from "./run";

/** The repository root (scripts/images/ is two levels down). */
export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * A build context for `APP_BUILD=prebuilt`: the working tree's sources (tracked and new files, as git sees
 * them, so the web build and the sources agree) plus what the checkout built from them — the web build
 * without its cache and the generated Prisma client, both ignored by git. `.dockerignore` still applies.
 * A `hopper build` running meanwhile (a shared machine) would leave a half-written copy: the copy is taken
 * again until the build id is the same before and after it.
 */
export async function prebuiltContext(dir: string): Promise<void> {
  if (!existsSync(path.join(ROOT, "apps/web/.next/BUILD_ID"))) {
    throw new Error("There is no web build to put in the image: run `npx hopper build` first.");
  }
  mkdirSync(dir, { recursive: true });
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = listed.split("\0").filter((file) => file && existsSync(path.join(ROOT, file)));
  const list = path.join(dir, "..", `${path.basename(dir)}.files`);
  writeFileSync(list, files.join("\0"));
  await run("sh", ["-c", `tar --null -C "$1" -T "$2" -cf - | tar -C "$3" -xf -`, "sh", ROOT, list, dir]);
  const buildId = () => {
    try {
      return readFileSync(path.join(ROOT, "apps/web/.next/BUILD_ID"), "utf8");
    } catch {
      return null;
    }
  };
  for (let attempt = 1; ; attempt += 1) {
    const before = buildId();
    rmSync(path.join(dir, "apps/web/.next"), { recursive: true, force: true });
    const copied = await run("sh", [
      "-c",
      `tar -C "$1" --exclude=apps/web/.next/cache -cf - apps/web/.next modules/core/src/db/generated | tar -C "$2" -xf -`,
      "sh",
      ROOT,
      dir,
    ]).then(
      () => true,
      () => false,
    );
    if (copied && before !== null && before === buildId()) return;
    if (attempt === 30) throw new Error("The web build kept changing while it was copied (a `hopper build` running?).");
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}
