import { run, timed } from "./run";

export interface ImageBuild {
  tag: string;
  /** Relative to the context: docker/Dockerfile or docker/agent.Dockerfile. */
  dockerfile: string;
  context: string;
  buildArgs?: Record<string, string>;
  echo?: boolean;
}

export interface BuiltImage {
  ms: number;
  /** What the legacy builder sent as the build context ("Sending build context to Docker daemon 140.9MB"). */
  contextBytes: number | null;
}

const UNITS: Record<string, number> = { B: 1, kB: 1e3, KB: 1e3, MB: 1e6, GB: 1e9 };

/**
 * `docker build` with the legacy builder this machine has. `--network host` lets the RUN steps reach the npm
 * registry (the engine here has no bridge network). Resolves with the time it took and the context's size.
 */
export async function buildImage(build: ImageBuild): Promise<BuiltImage> {
  const args = [
    "build",
    "--network",
    "host",
    "--force-rm",
    "-f",
    `${build.context}/${build.dockerfile}`,
    "-t",
    build.tag,
  ];
  for (const [name, value] of Object.entries(build.buildArgs ?? {})) args.push("--build-arg", `${name}=${value}`);
  args.push(build.context);
  const { ms, result } = await timed(() =>
    run("docker", args, { echo: build.echo, env: { ...process.env, DOCKER_BUILDKIT: "0" } }),
  );
  const sent = /Sending build context to Docker daemon\s+([\d.]+)\s*([kKMG]?B)/.exec(result);
  return { ms, contextBytes: sent ? Math.round(Number(sent[1]) * (UNITS[sent[2] ?? "B"] ?? 1)) : null };
}

/** Removes images by tag, ignoring ones that are gone already. */
export async function removeImages(tags: string[]): Promise<void> {
  for (const tag of tags) await run("docker", ["rmi", "-f", tag]).catch(() => undefined);
}
