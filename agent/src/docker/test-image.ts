import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { packTar } from "../files/tar-pack.js";
import type { DockerRuntime } from "./runtime.js";
import { FAKE_SERVER_SCRIPT } from "./fake-server-script.js";

const BUSYBOX_CANDIDATES = ["/bin/busybox", "/usr/bin/busybox", "/usr/local/bin/busybox"];
export const TEST_IMAGE_REPO = "hopper-test-server";

function findBusybox(): string {
  const found = BUSYBOX_CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error("busybox not found: install the Debian package busybox-static to build the test image");
  }
  return found;
}

/**
 * Builds (once) the tiny image the tests and benchmarks run: a static busybox plus the fake server
 * script, assembled on the host and `docker import`ed because no registry is reachable. The tag is a
 * hash of the inputs, so a changed script yields a new image and an unchanged one is reused.
 */
export async function ensureTestImage(runtime: DockerRuntime): Promise<string> {
  const busybox = findBusybox();
  const busyboxBytes = await readFile(busybox);
  const tag = createHash("sha256").update(busyboxBytes).update(FAKE_SERVER_SCRIPT).digest("hex").slice(0, 16);
  const image = `${TEST_IMAGE_REPO}:${tag}`;
  if (await runtime.imageExists(image)) return image;

  const root = await mkdtemp(path.join(os.tmpdir(), "hopper-test-rootfs-"));
  try {
    await mkdir(path.join(root, "bin"), { recursive: true });
    for (const dir of ["data", "tmp", "etc", "proc", "sys", "dev"]) await mkdir(path.join(root, dir));
    await writeFile(path.join(root, "bin/busybox"), busyboxBytes);
    await chmod(path.join(root, "bin/busybox"), 0o755);
    const applets = execFileSync(busybox, ["--list"], { encoding: "utf8" }).split("\n").filter(Boolean);
    for (const applet of applets) {
      if (applet !== "busybox") await symlink("busybox", path.join(root, "bin", applet));
    }
    await writeFile(path.join(root, "start.sh"), FAKE_SERVER_SCRIPT);
    await chmod(path.join(root, "start.sh"), 0o755);
    await writeFile(path.join(root, "etc/passwd"), "root:x:0:0:root:/root:/bin/sh\n");
    await writeFile(path.join(root, "etc/group"), "root:x:0:\n");

    const archive = packTar(root, ["."]);
    const stream = await runtime.docker.importImage(
      archive as unknown as string,
      {
        repo: TEST_IMAGE_REPO,
        tag,
        changes: ['CMD ["/bin/sh", "/start.sh"]', "WORKDIR /data", "ENV PATH=/bin"],
      } as unknown as object,
    );
    await new Promise<void>((resolve, reject) => {
      runtime.docker.modem.followProgress(stream, (err) => (err ? reject(err) : resolve()));
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  if (!(await runtime.imageExists(image))) throw new Error(`docker import did not produce ${image}`);
  return image;
}
