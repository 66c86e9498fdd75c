import { router } from "@hopper/core/trpc";

import { accountSettings } from "./procedures/account-settings";
import { beginTwoFactor } from "./procedures/begin-two-factor";
import { changeEmail } from "./procedures/change-email";
import { changePassword } from "./procedures/change-password";
import { confirmTwoFactor } from "./procedures/confirm-two-factor";
import { createToken } from "./procedures/create-token";
import { deleteAccount } from "./procedures/delete-account";
import { deleteToken } from "./procedures/delete-token";
import { disableTwoFactor } from "./procedures/disable-two-factor";
import { listSessions } from "./procedures/list-sessions";
import { listTokens } from "./procedures/list-tokens";
import { lookupUser } from "./procedures/lookup-user";
import { mailbox } from "./procedures/mailbox";
import { me } from "./procedures/me";
import { profileSettings } from "./procedures/profile-settings";
import { removeAvatar } from "./procedures/remove-avatar";
import { resendVerification } from "./procedures/resend-verification";
import { revokeSession } from "./procedures/revoke-session";
import { setAvatar } from "./procedures/set-avatar";
import { setNewsletter } from "./procedures/set-newsletter";
import { unlinkProvider } from "./procedures/unlink-provider";
import { updateProfile } from "./procedures/update-profile";

/**
 * The accounts module's API for its own pages, served as `accounts.*` under /api/trpc and called by
 * server components and form actions through `moduleCaller(accountsRouter)`. Every procedure acts on the
 * viewer's own account (staff ones excepted); there is no way to name another user's session or token.
 */
export const accountsRouter = router({
  me,
  sessions: router({ list: listSessions, revoke: revokeSession }),
  tokens: router({ list: listTokens, create: createToken, delete: deleteToken }),
  profile: router({ get: profileSettings, update: updateProfile, setAvatar, removeAvatar, setNewsletter }),
  security: router({
    get: accountSettings,
    changeEmail,
    changePassword,
    resendVerification,
    beginTwoFactor,
    confirmTwoFactor,
    disableTwoFactor,
    unlinkProvider,
    deleteAccount,
  }),
  staff: router({ lookupUser, mailbox }),
});

export type AccountsRouter = typeof accountsRouter;

export default accountsRouter;
