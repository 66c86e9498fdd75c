// The oauth module's public services (for the CLI and other modules).
// Apps (services/apps/): registration and management, and the client look-up of the protocol's endpoints.
export { createApp } from "./services/apps/app-create";
export type { CreateAppInput } from "./services/apps/app-create";
export { deleteApp } from "./services/apps/app-delete";
export { getApp, getApps, listOwnApps } from "./services/apps/app-reads";
export { findClientApp } from "./services/authorize/client-app";
export type { ClientApp } from "./services/authorize/client-app";
export type { AppView } from "./services/apps/app-reads";
export { rotateClientSecret } from "./services/apps/app-secret";
export { listAppsForStaff, setAppDisabled } from "./services/apps/app-staff";
export { updateApp } from "./services/apps/app-update";
export { GRANTABLE_SCOPE_BITS } from "./services/scope-string";
// The protocol's issuer identifier (HOPPER_URL, else the request's origin).
export { oauthIssuer } from "./services/authorize/issuer";
export type { UpdateAppInput } from "./services/apps/app-update";
