import "server-only";

import { headers } from "next/headers";

import { config } from "@hopper/core/config";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import { requestOrigin } from "@hopper/ui/server/request-origin";

import { oauthRouter } from "../../server/router";

/** The oauth procedures as the current request's viewer (the consent and authorizations pages, their actions). */
export const oauthCaller = async () => moduleCaller(oauthRouter);

/**
 * The origin the browser used (HOPPER_URL when set; forwarded headers only from trusted proxies), for the issuer
 * the consent procedures put in the app's redirect (RFC 9207). Read on the server, never from a form field.
 */
export async function siteOrigin(): Promise<string> {
  const h = await headers();
  const { HOPPER_URL, TRUSTED_PROXIES, PORT } = config();
  const header = (name: string) => h.get(name) ?? undefined;
  return requestOrigin(
    {
      host: header("host"),
      "x-forwarded-proto": header("x-forwarded-proto"),
      "x-forwarded-host": header("x-forwarded-host"),
    },
    { publicUrl: HOPPER_URL, trustedProxies: TRUSTED_PROXIES, port: PORT },
  );
}
