// The kernel configuration's public face. `config()` lives in config.ts so secret.ts can read it without
// importing this barrel (which re-exports secret.ts: that was an import cycle).
export { config, resetConfigCache } from "./config";
export { ConfigError, coreSettingsSchema, parseConfig } from "./env";
export type { CoreSettings } from "./env";
export { authSecret } from "./secret";
