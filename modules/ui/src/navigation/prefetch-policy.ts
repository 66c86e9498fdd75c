/**
 * Prefetching policy (spec section 2): never prefetch when the visitor asked to save data or is on a
 * 2G-class connection. The parallel limit (4 route preloads at once) is Next.js's own prefetch scheduler.
 */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export const PARALLEL_ROUTE_PRELOADS = 4;

export function shouldSkipPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === "slow-2g" || connection.effectiveType === "2g";
}
