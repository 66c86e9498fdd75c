// Runs a TypeScript snippet in its own Node process from the repository's root, for behaviour only a whole
// process shows: whether it exits once its work is done (no handle left open), and what it printed.
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The exit code (null: still running after `boundMs`, then killed) and stdout of `source` run as an ES module. */
export async function runNodeScript(
  source: string,
  env: Record<string, string> = {},
  boundMs = 30_000,
): Promise<{ code: number | null; stdout: string }> {
  // `timeout` is a bound, not a wait: Node kills a process that keeps a handle open and never exits by itself.
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", source], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
    timeout: boundMs,
    killSignal: "SIGKILL",
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", (exitCode) => resolve(exitCode)));
  return { code, stdout };
}
