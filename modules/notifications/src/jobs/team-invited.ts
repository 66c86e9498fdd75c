import type { TeamInvitedEvent } from "@hopper/catalog/server";
import type { JobHandler } from "@hopper/core/module";

import { notifyInvite } from "../server/services/invite-notifications";

/** catalog.team-invited → the invitee's team_invite / organization_invite notification. */
const handler: JobHandler<TeamInvitedEvent> = async (event, { db }) => {
  await notifyInvite(db, event);
};

export default handler;
