import { buildContainerOptions } from "../docker/container-spec.js";
import type { InstallSpec } from "../protocol.js";
import type { ServerContext } from "../servers/game-server.js";
import type { ManagedServer, ServerManager } from "../servers/server-manager.js";

/**
 * Install and reinstall. The standard image installs the loader and game version itself on boot, so
 * the agent's part is: stop the server, optionally wipe its files, record the new loader/version in
 * the environment, make sure the image is present and create a fresh container. Output streams to
 * sockets allowed to see it; the result goes to the web app as a callback.
 */
export async function runInstall(
  ctx: ServerContext,
  manager: ServerManager,
  managed: ManagedServer,
  install: InstallSpec,
  options: { wipe: boolean; reinstall: boolean },
): Promise<void> {
  const { server } = managed;
  const out = (line: string) => server.publish({ type: "install-output", line });
  let error: string | null = null;
  await server.withBusy("install", async () => {
    try {
      out(
        `Installing ${install.loader}${install.loaderVersion ? ` ${install.loaderVersion}` : ""} for Minecraft ${install.gameVersion}`,
      );
      if (server.currentState !== "offline") {
        out("Stopping the server");
        await server.power("stop", 60_000);
      }
      if (options.wipe) {
        out("Deleting the server's files");
        await server.wipeData();
      }
      const spec = { ...server.currentSpec, install };
      await server.updateSpec(spec);
      const image = spec.image ?? ctx.config.docker.defaultImage;
      await ctx.runtime.ensureImage(image, out);
      await ctx.runtime.recreate(buildContainerOptions(ctx.config, spec, server.paths.data));
      server.setInstalled(install);
      out("Installation finished");
    } catch (e) {
      error = (e as Error).message;
      out(`Installation failed: ${error}`);
    }
  });
  // reported once the busy flag is gone, so the web app can start the server as soon as it hears
  await ctx.outbox.enqueue({
    kind: "install-result",
    serverId: server.id,
    successful: error === null,
    reinstall: options.reinstall,
    error,
  });
}
