import path from "node:path";

import { config, resetConfigCache } from "@hopper/core/config";
import { AppError } from "@hopper/core/errors";
import { componentLogger } from "@hopper/core/log";

import { WEB_DIR } from "../lib/paths";
import { hasBuild } from "./build";

/**
 * `hopper web`: the production web process — the built Next.js app with the public API answered in front of
 * it (apps/web/server/web-server.ts). `hopper start` runs it as a child; a container runs it directly
 * after `hopper migrate`. Stops on SIGTERM/SIGINT after open requests finish (at most 10 s).
 */
export async function webCommand(): Promise<void> {
  if (!hasBuild()) throw new AppError("invalid_input", "There is no web build. Run `npx hopper build` first.");
  // Next.js and the build id (modules/ui/src/navigation/build-id.ts) expect the app folder as the working
  // directory; the data directory stays where it was named from, so it is made absolute first.
  process.env.HOPPER_DATA_DIR = path.resolve(config().HOPPER_DATA_DIR);
  resetConfigCache();
  process.chdir(WEB_DIR);
  const { PORT } = config();
  // Loaded here so the other commands do not load Next.js and every module.
  const { startWebServer } = await import("@hopper/web/server/web-server");
  const server = await startWebServer({ dir: WEB_DIR, port: PORT });
  componentLogger("web").info({ port: PORT }, "listening");
  const stop = () => {
    // The API's rate-limit counts not yet synced go to the database before the process ends (rest-handler.ts).
    const flushed = import("@hopper/web/server/rest-handler").then((dispatcher) => dispatcher.closeApiRateLimiter());
    server.close(() => void flushed.catch(() => undefined).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
