import type { DbOrTx } from "@hopper/core/db";

// hosting_agent_events remembers each applied callback's id so a redelivery changes nothing. The agent redelivers
// until it gets an answer, with a back-off of at most a minute, so an id older than this horizon will not come back
// (an agent down longer delivers its outbox in order on restart, within the same horizon in practice). The daily
// job `hosting.prune-agent-events` forgets older ids, so the table stays small.

export const AGENT_EVENT_HORIZON_DAYS = 7;

/** Deletes the callback ids received more than AGENT_EVENT_HORIZON_DAYS before `now`; answers how many. */
export async function pruneAgentEvents(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - AGENT_EVENT_HORIZON_DAYS * 24 * 60 * 60 * 1000);
  return (await db.hostingAgentEvent.deleteMany({ where: { receivedAt: { lt: before } } })).count;
}
