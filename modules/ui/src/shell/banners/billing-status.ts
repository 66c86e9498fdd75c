import "server-only";

import type { Viewer } from "@hopper/core/auth";

/**
 * Whether the viewer's subscription renewal failed and needs a new payment method. Billing does not exist
 * yet, so nobody has a failed renewal; the billing module replaces this with a real lookup.
 */
export async function hasFailedRenewal(viewer: Viewer | null): Promise<boolean> {
  void viewer;
  return false;
}
