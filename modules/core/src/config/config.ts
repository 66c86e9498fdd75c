import type { CoreSettings } from "./env";
import { parseConfig } from "./env";

let cached: CoreSettings | undefined;

/** The kernel configuration of this process, parsed once from process.env. */
export function config(): CoreSettings {
  // eslint-disable-next-line no-restricted-properties -- the one place that reads the environment
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests and the launcher change the environment; this forgets the parsed copy. */
export function resetConfigCache(): void {
  cached = undefined;
}
