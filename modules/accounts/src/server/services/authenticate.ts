import { hashPassword, verifyPassword } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { problem, refusal } from "./refusals";

// One message for every failure, so the form does not tell which accounts exist.
export const SIGN_IN_FAILED = problem("signInFailed").text;

let dummyHash: Promise<string> | undefined;

/** Checks an email-or-username and password; returns the user id. */
export async function authenticate(db: DbOrTx, identifier: string, password: string): Promise<string> {
  const key = identifier.trim().toLowerCase();
  const user = key
    ? await db.user.findFirst({
        where: { OR: [{ usernameKey: key }, { emailKey: key }] },
        select: { id: true, passwordHash: true },
      })
    : null;
  if (!user?.passwordHash) {
    // Spend the same time as a real check so response times do not reveal unknown accounts.
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
    throw refusal("unauthorized", problem("signInFailed"));
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw refusal("unauthorized", problem("signInFailed"));
  return user.id;
}
