import { run, timed } from "./run";

export interface ImageBuild {
  tag: string;
  dockerfile: "docker/Dockerfile" | "docker/agent.Dockerfile";
  context: string;
  buildArgs?: Record<string, string>;
  echo?: boolean;
}

/**
 * `docker build` with the legacy builder this machine has. `--network host` lets the RUN steps reach the npm
 * registry (the engine here has no bridge network). Resolves with the milliseconds it took.
 */
export async function buildImage(build: ImageBuild): Promise<number> {
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
  const { ms } = await timed(() =>
    run("docker", args, { echo: build.echo, env: { ...process.env, DOCKER_BUILDKIT: "0" } }),
  );
  return ms;
}

/** Removes images by tag, ignoring ones that are gone already. */
export async function removeImages(tags: string[]): Promise<void> {
  for (const tag of tags) await run("docker", ["rmi", "-f", tag]).catch(() => undefined);
}
