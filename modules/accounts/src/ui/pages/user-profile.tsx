import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import { isStaff } from "@hopper/core/auth";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { findPublicProfile } from "../../server/services/profile";

export async function generateMetadata({ params }: PageProps) {
  const { id } = await params;
  const user = typeof id === "string" ? await findPublicProfile(db(), id) : null;
  return { title: user ? `${user.username} - Hopper` : "User not found - Hopper" };
}

const BADGES = { admin: "Admin", moderator: "Moderator", user: null } as const;

export default async function UserProfilePage({ params }: PageProps) {
  const { id } = await params;
  const user = typeof id === "string" ? await findPublicProfile(db(), id) : null;
  if (!user) notFound();
  const viewer = await getViewer();
  const badge = BADGES[user.role];
  return (
    <section className="flex flex-col gap-4 py-8">
      <div className="flex items-center gap-4">
        {user.avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- user uploads are served from our own /cdn
          <img src={user.avatarUrl} alt="" width={96} height={96} className="rounded-full" />
        ) : (
          <div className="flex h-24 w-24 items-center justify-center rounded-full bg-raised text-3xl font-bold">
            {user.username.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold" data-testid="profile-username">
            {user.username}
          </h1>
          {badge ? (
            <span className="w-fit rounded bg-brand px-2 text-xs font-semibold text-on-brand">{badge}</span>
          ) : null}
          <span className="text-sm text-secondary">Joined {user.createdAt.toISOString().slice(0, 10)}</span>
        </div>
      </div>
      {user.bio ? <p>{user.bio}</p> : null}
      <p className="text-xs text-secondary">User ID: {user.id}</p>
      {viewer?.user.id === user.id ? (
        <a className="text-sm underline" href="/settings/profile">
          Edit profile
        </a>
      ) : null}
      {isStaff(viewer) ? (
        <a className="text-sm underline" href={`/admin/user_email?user=${user.id}`} data-testid="view-user-details">
          View user details
        </a>
      ) : null}
    </section>
  );
}
