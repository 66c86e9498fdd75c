import { spawn } from "node:child_process";

export interface RunOptions {
  cwd?: string;
  /** Bytes written to the command's standard input (e.g. a tar stream is piped instead, see `pipe`). */
  input?: string;
  /** Print the command's output as it comes (long builds); otherwise it is kept for the error message. */
  echo?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Runs a command, resolving with its standard output; a failure carries the command's last output lines. */
export function run(file: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: "pipe" });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => {
      out.push(chunk);
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err.push(chunk);
      if (options.echo) process.stderr.write(chunk);
    });
    child.stdin.end(options.input ?? "");
    child.on("error", reject);
    child.on("close", (code) => {
      const stdout = Buffer.concat(out).toString("utf8");
      if (code === 0) return resolve(stdout);
      const tail = `${stdout}\n${Buffer.concat(err).toString("utf8")}`.trim().split("\n").slice(-30).join("\n");
      reject(new Error(`${file} ${args.join(" ")} exited with ${code}:\n${tail}`));
    });
  });
}

/** `tar -c` of a folder piped into `docker import`, without the archive ever touching the disk. */
export async function pipeTarInto(dir: string, file: string, args: string[]): Promise<string> {
  const tar = spawn("tar", ["--numeric-owner", "-C", dir, "-cf", "-", "."], { stdio: ["ignore", "pipe", "inherit"] });
  const target = spawn(file, args, { stdio: ["pipe", "pipe", "pipe"] });
  tar.stdout.pipe(target.stdin);
  const out: Buffer[] = [];
  target.stdout.on("data", (chunk: Buffer) => out.push(chunk));
  target.stderr.on("data", (chunk: Buffer) => out.push(chunk));
  const exit = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", resolve);
    });
  const [tarCode, code] = await Promise.all([exit(tar), exit(target)]);
  const text = Buffer.concat(out).toString("utf8").trim();
  if (tarCode !== 0 || code !== 0)
    throw new Error(`tar | ${file} ${args.join(" ")} failed (${tarCode}/${code}): ${text}`);
  return text;
}

/** Milliseconds `work` took, with its result: every phase of an image build is measured. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}
