import { GRANTABLE_SCOPES } from "../../server/services/scope-string";
import type { scopeMessages } from "../scope-messages";

/** The scopes the app form offers (every grantable one), typed as the scope catalogue's keys. */
export const formScopes = GRANTABLE_SCOPES as readonly (keyof typeof scopeMessages.messages)[];
