import { config } from "@hopper/core/config";

/** The web app's own URL, as agents must call it back (HOPPER_URL, else the local address of `hopper start`). */
export function webAppUrl(): string {
  const { HOPPER_URL, PORT } = config();
  return (HOPPER_URL ?? `http://127.0.0.1:${PORT}`).replace(/\/$/, "");
}
