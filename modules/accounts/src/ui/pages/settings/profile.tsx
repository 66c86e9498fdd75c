import { removeAvatarAction } from "../../actions/settings";
import { accountsCaller } from "../../caller";
import { AvatarForm, ProfileForm } from "../../forms/profile-forms";
import { SettingsCard, SettingsFrame } from "../../settings-frame";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export const metadata = { title: "Public profile - Hopper" };

export default async function ProfileSettingsPage({ host }: ModulePageProps) {
  const user = await (await accountsCaller()).profile.get();
  return (
    <SettingsFrame title="Public profile" active="/settings/profile" host={host}>
      <SettingsCard title="Avatar">
        <div className="flex items-center gap-4">
          {user.avatarUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- user uploads are served from our own /cdn
            <img
              src={user.avatarUrl}
              alt="Your avatar"
              width={64}
              height={64}
              className="rounded-full"
              data-testid="avatar"
            />
          ) : (
            <div className="flex h-16 w-16 items-center justify-center rounded-full bg-input text-xl font-bold">
              {user.username.slice(0, 1).toUpperCase()}
            </div>
          )}
          {user.avatarUrl ? (
            <form action={removeAvatarAction}>
              <button type="submit" className="text-sm underline">
                Remove
              </button>
            </form>
          ) : null}
        </div>
        <AvatarForm />
      </SettingsCard>
      <SettingsCard title="Profile">
        <ProfileForm username={user.username} bio={user.bio ?? ""} />
        <a className="text-sm underline" href={`/user/${user.username}`}>
          View your public profile
        </a>
      </SettingsCard>
    </SettingsFrame>
  );
}
