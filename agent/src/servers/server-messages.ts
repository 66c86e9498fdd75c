import type { BusyReason } from "../protocol.js";

const MIB = 1024 * 1024;

/** Agent-side prefix for lines the agent itself writes into a server's console. */
export const agentLine = (text: string) => `[Hopper] ${text}`;

export function diskMessage(used: number, limit: number): string {
  return `Disk usage ${Math.round(used / MIB)} MiB is above the plan's ${Math.round(limit / MIB)} MiB`;
}

export function busyMessage(reason: BusyReason): string {
  switch (reason) {
    case "backup-create":
      return "Server is busy: a backup is being created";
    case "backup-restore":
      return "Server is busy: a backup is being restored";
    case "install":
      return "Server is busy: it is being installed";
  }
}
