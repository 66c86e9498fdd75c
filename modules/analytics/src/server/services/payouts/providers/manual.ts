import type { PayoutProvider } from "./provider";

/**
 * The default provider: nothing leaves automatically. Admins pay each in-transit withdrawal by hand and mark it
 * paid or failed on /admin/payouts (decide.ts); until then the owner may cancel it outright.
 */
export const manualProvider: PayoutProvider = {
  id: "manual",
  send: () => Promise.resolve({ status: "in-transit" }),
  status: () => Promise.resolve(null),
  cancel: () => Promise.resolve("cancelled"),
};
