import { removeAvatarAction } from "../../actions/settings";
import { accountsCaller } from "../../caller";
import { AvatarForm, ProfileForm } from "../../forms/profile-forms";
import { SettingsCard, SettingsFrame } from "../../settings-frame";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export const metadata = { title: "Public profile - Hopper" };

export default async function ProfileSettingsPage({ host }: ModulePageProps) {
  const user = await (await accountsCaller()).profile.get();
  return (
    <SettingsFrame title="Public profile" active="/settings/profile" host={host}>
      <SettingsCard title="Avatar">
        <div className="flex items-center gap-4">
          <ProjectIcon
            name={user.username}
            iconUrl={user.avatarUrl}
            size={64}
            shape="round"
            alt="Your avatar"
            testId="avatar"
          />
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
