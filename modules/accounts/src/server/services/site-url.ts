import { config } from "@hopper/core/config";

/** Absolute URL of a site path, for links in mails. */
export function siteUrl(pathAndQuery: string): string {
  const { HOPPER_URL, PORT } = config();
  return new URL(pathAndQuery, HOPPER_URL ?? `http://localhost:${PORT}`).toString();
}
