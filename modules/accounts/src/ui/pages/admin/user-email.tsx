import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { DateTime } from "@hopper/ui/i18n/format";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { accountsCaller } from "../../caller";

/** Staff look up an account's contact details (by username, id or email) to answer support requests. */
export default async function UserEmailPage({ searchParams, host }: ModulePageProps) {
  const { user: query } = await searchParams;
  const key = typeof query === "string" ? query.trim() : "";
  const user = key ? await (await accountsCaller()).staff.lookupUser({ query: key }) : null;
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">User details</h1>
      <MenuNav label="Admin" entries={host.menus.admin} active="/admin/user_email" variant="inline" />
      <form className="flex flex-wrap gap-2">
        <input
          name="user"
          defaultValue={key}
          placeholder="Username, id or email"
          className="rounded-lg border border-divider bg-input px-3 py-1.5"
        />
        <button type="submit" className="rounded-lg border border-divider px-3 py-1.5">
          Look up
        </button>
      </form>
      {key && !user ? <p role="alert">User not found</p> : null}
      {user ? (
        <dl className="grid grid-cols-[10rem_1fr] gap-1 text-sm" data-testid="user-details">
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>ID</dt>
          <dd>{user.id}</dd>
          <dt>Email</dt>
          <dd>{user.email ?? "none"}</dd>
          <dt>Verified</dt>
          <dd>{user.emailVerified ? <DateTime value={user.emailVerified} style="dateTime" /> : "no"}</dd>
          <dt>Role</dt>
          <dd>{user.role}</dd>
          <dt>Joined</dt>
          <dd>
            <DateTime value={user.createdAt} style="dateTime" />
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
