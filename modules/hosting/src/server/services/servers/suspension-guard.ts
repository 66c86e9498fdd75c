import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";

// The one rule for what a suspended server still allows (docs/hosting.md "Suspended servers"), shared by the file
// manager, backups, content and options: a server suspended for an unpaid or cancelled subscription stays READABLE
// to its owner (their world is theirs to take away) but nothing changes until it is paid again; a server suspended
// by staff is closed to its owner entirely. Admins keep full access (support).

export type ServerAccess = "read" | "write";

export const SUSPENDED_BY_STAFF = "This server was suspended by staff; it is closed until staff lift the suspension.";
export const SUSPENDED_UNPAID =
  "This server is suspended until its subscription is paid: it can be viewed and downloaded, not changed.";

/** Throws forbidden when the actor may not `access` the server in its suspension; nothing when it is not suspended. */
export function requireServerAccess(
  actor: Actor,
  server: { suspendedReason: string | null },
  access: ServerAccess,
  messages: { staff: string; unpaid: string } = { staff: SUSPENDED_BY_STAFF, unpaid: SUSPENDED_UNPAID },
): void {
  if (!server.suspendedReason || actor.role === "admin") return;
  if (server.suspendedReason === "staff") throw new AppError("forbidden", messages.staff);
  if (access === "write") throw new AppError("forbidden", messages.unpaid);
}
