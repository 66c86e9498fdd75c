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
import { endCurrentSession } from "./procedures/end-current-session";
import { listSessions } from "./procedures/list-sessions";
import { listTokens } from "./procedures/list-tokens";
import { lookupUser } from "./procedures/lookup-user";
import { mailbox } from "./procedures/mailbox";
import { me } from "./procedures/me";
import { profileSettings } from "./procedures/profile-settings";
import { removeAvatar } from "./procedures/remove-avatar";
import { requestPasswordReset } from "./procedures/request-password-reset";
import { resendVerification } from "./procedures/resend-verification";
import { resetPassword } from "./procedures/reset-password";
import { revokeSession } from "./procedures/revoke-session";
import { setAvatar } from "./procedures/set-avatar";
import { setNewsletter } from "./procedures/set-newsletter";
import { signUp } from "./procedures/sign-up";
import { unlinkProvider } from "./procedures/unlink-provider";
import { updateProfile } from "./procedures/update-profile";
import { verifyEmail } from "./procedures/verify-email";

/**
 * The accounts module's API for its own pages, served as `accounts.*` under /api/trpc and called by
 * server components and form actions through `moduleCaller(accountsRouter)`. Every procedure acts on the
 * viewer's own account (staff and anonymous `auth` ones excepted); there is no way to name another user's
 * session or token.
 */
export const accountsRouter = router({
  me,
  // Anonymous flows; signing in and out themselves are Auth.js's (its form actions call these around it).
  auth: router({ signUp, requestPasswordReset, resetPassword, verifyEmail, endCurrentSession }),
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
