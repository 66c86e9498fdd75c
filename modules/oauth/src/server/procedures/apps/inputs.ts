import { z } from "zod";

import { scopesToBits } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";
import { atMost, refText, textUpTo } from "@hopper/core/validation";

import { GRANTABLE_SCOPES } from "../../services/scope-string";
import { REDIRECT_URI_MAX } from "../../services/apps/redirect-uri";
import { APP_DESCRIPTION_MAX, APP_NAME_MAX, APP_URL_MAX } from "../../services/apps/app-rules";

// Inputs of the app procedures the pages' forms call. Bounds only (a little room for the spaces the services
// trim): the services check the exact rules and answer in the app refusal catalogue.

const ROOM = 64;
/** More lines than a form can mean; the service's "between 1 and 10" speaks for the real limit. */
const REDIRECT_URI_LINES_MAX = 50;

export const appRef = z.object({ appId: refText("The application") });
const scopeName = z.enum(GRANTABLE_SCOPES as [ScopeName, ...ScopeName[]], {
  error: "An application may only ask for grantable scopes.",
});

export const appFields = z.object({
  name: textUpTo(APP_NAME_MAX + ROOM, `The name must be between 3 and ${APP_NAME_MAX} characters.`),
  description: atMost("The description", APP_DESCRIPTION_MAX + ROOM)
    .nullable()
    .optional(),
  url: atMost("The URL", APP_URL_MAX + ROOM)
    .nullable()
    .optional(),
  redirectUris: z
    .array(atMost("A redirect URI", REDIRECT_URI_MAX + ROOM))
    .max(REDIRECT_URI_LINES_MAX, "An application needs between 1 and 10 redirect URIs."),
  maxScopes: z.array(scopeName).max(GRANTABLE_SCOPES.length),
});

/** Scope names as the services' bit flags. */
export const scopeBits = (names: readonly ScopeName[]) => scopesToBits(names);
