import { productNames, subscriptionsOfServers } from "@hopper/billing/server";
import type { SubscriptionState, SubscriptionView } from "@hopper/billing/server";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { hostingSettings } from "../../settings";
import { activeNotices } from "../notices/notices";
import type { NoticeView } from "../notices/notices";
import { deletionDate } from "./expired-servers";
import { manageableServer } from "./server-access";

// What every server page loads (docs/hosting.md "Your servers"): the server, where it runs, what pays for it and
// what its owner can do now. The node's token never leaves this module's services: pages get the node's public
// fields only.

export type ServerStatus = "awaiting_payment" | "provisioning" | "installing" | "ready" | "install_failed" | "deleted";
export type ServerState = "offline" | "starting" | "running" | "stopping";
export type SuspendedReason = "paymentfailed" | "cancelled" | "staff";

/** The billing side of a server: its subscription's state and next renewal (null: not paid yet or no renewal). */
export interface ServerSubscriptionSummary {
  id: string;
  state: SubscriptionState;
  interval: string;
  /** When the next period is charged (active), or when a cancelled one ends. */
  nextRenewal: Date | null;
  amount: number | null;
  currency: string;
  failureMessage: string | null;
}

export interface ServerNodeSummary {
  id: string;
  name: string;
  region: string;
  publicUrl: string;
  gameHost: string;
}

export interface ServerView {
  server: {
    id: string;
    agentId: string;
    ownerId: string | null;
    name: string;
    region: string;
    port: number | null;
    productId: string;
    cpu: number;
    memoryMiB: number;
    swapMiB: number;
    diskMiB: number;
    loader: string;
    loaderVersion: string | null;
    gameVersion: string;
    modpackVersionId: string | null;
    status: ServerStatus;
    statusMessage: string | null;
    suspendedReason: SuspendedReason | null;
    suspendedMessage: string | null;
    state: ServerState;
    upgrading: boolean;
    createdAt: Date;
  };
  node: ServerNodeSummary | null;
  /** The plan's name (the billing product), or null when the product is gone. */
  planName: string | null;
  subscription: ServerSubscriptionSummary | null;
  /** What players type to join: the node's game host and the server's port, once placed. */
  address: string | null;
  suspended: boolean;
  /** Ready, placed on a node and not suspended: power and console work. */
  canStart: boolean;
}

const STATUSES: readonly ServerStatus[] = [
  "awaiting_payment",
  "provisioning",
  "installing",
  "ready",
  "install_failed",
  "deleted",
];
const STATES: readonly ServerState[] = ["offline", "starting", "running", "stopping"];
const REASONS: readonly SuspendedReason[] = ["paymentfailed", "cancelled", "staff"];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** A server as loaded: the view's fields, with the database's plain strings where the view has unions. */
type ServerRow = Omit<ServerView["server"], "status" | "suspendedReason" | "state"> & {
  status: string;
  suspendedReason: string | null;
  state: string;
  node: { id: string; name: string; region: string; publicUrl: string; gameHost: string } | null;
};

/** The address players join: IPv6 hosts are bracketed so the port stays separate. */
export function joinAddress(gameHost: string, port: number): string {
  return gameHost.includes(":") && !gameHost.startsWith("[") ? `[${gameHost}]:${port}` : `${gameHost}:${port}`;
}

/** Builds the view of rows already loaded (the list batches the billing lookups for a whole page). */
export function toServerView(
  row: ServerRow,
  planName: string | null,
  subscription: SubscriptionView | null,
): ServerView {
  const suspendedReason = row.suspendedReason === null ? null : oneOf(REASONS, row.suspendedReason, "staff");
  const status = oneOf(STATUSES, row.status, "provisioning");
  const node = row.node
    ? {
        id: row.node.id,
        name: row.node.name,
        region: row.node.region,
        publicUrl: row.node.publicUrl,
        gameHost: row.node.gameHost,
      }
    : null;
  const next = subscription?.nextCharge ?? null;
  return {
    server: {
      id: row.id,
      agentId: row.agentId,
      ownerId: row.ownerId,
      name: row.name,
      region: row.region,
      port: row.port,
      productId: row.productId,
      cpu: row.cpu,
      memoryMiB: row.memoryMiB,
      swapMiB: row.swapMiB,
      diskMiB: row.diskMiB,
      loader: row.loader,
      loaderVersion: row.loaderVersion,
      gameVersion: row.gameVersion,
      modpackVersionId: row.modpackVersionId,
      status,
      statusMessage: row.statusMessage,
      suspendedReason,
      suspendedMessage: row.suspendedMessage,
      state: oneOf(STATES, row.state, "offline"),
      upgrading: row.upgrading,
      createdAt: row.createdAt,
    },
    node,
    planName,
    subscription: subscription
      ? {
          id: subscription.id,
          state: subscription.state,
          interval: subscription.interval,
          nextRenewal: subscription.state === "ended" ? null : (next?.due ?? null),
          amount: next?.amount ?? null,
          currency: next?.currency ?? subscription.currency,
          failureMessage: next?.failureMessage ?? null,
        }
      : null,
    address: node && row.port !== null ? joinAddress(node.gameHost, row.port) : null,
    suspended: suspendedReason !== null,
    canStart: suspendedReason === null && status === "ready" && node !== null && !row.upgrading,
  };
}

/** What a server page shows: the view and the notices shown on the server now (N's notices, in the shell). */
export interface ServerPageView extends ServerView {
  notices: NoticeView[];
  /**
   * Why a server being set up has no node yet: `no_node` when its region has no node at all (nothing will place it
   * until an operator adds one — a `hopper start` without Docker), `no_room` when the region's nodes are full.
   */
  waiting: "no_node" | "no_room" | null;
  /** When a server suspended for billing is deleted (docs/hosting.md "Deletion after suspension"); else null. */
  deletesAt: Date | null;
}

/** Why a server without a node waits: its region has no node at all, or no room. */
async function waitingFor(
  db: DbOrTx,
  server: { nodeId: string | null; status: string; region: string },
): Promise<ServerPageView["waiting"]> {
  if (server.nodeId || server.status !== "provisioning") return null;
  return (await db.hostingNode.count({ where: { region: server.region } })) === 0 ? "no_node" : "no_room";
}

/** One server as its owner or an admin sees it; anyone else gets not_found ('Server not found'). */
export async function serverView(db: DbOrTx, actor: Actor | null, id: string, now: Date): Promise<ServerPageView> {
  const server = await manageableServer(db, actor, id);
  const [names, subscriptions, notices, waiting] = await Promise.all([
    productNames(db, [server.productId]),
    subscriptionsOfServers(db, [server.id]),
    activeNotices(db, server, now),
    waitingFor(db, server),
  ]);
  const billingSuspension = server.suspendedReason === "paymentfailed" || server.suspendedReason === "cancelled";
  return {
    ...toServerView(server, names.get(server.productId) ?? null, subscriptions.get(server.id) ?? null),
    notices,
    waiting,
    deletesAt:
      billingSuspension && server.suspendedAt
        ? deletionDate(server.suspendedAt, hostingSettings().HOSTING_DELETE_AFTER_DAYS)
        : null,
  };
}
