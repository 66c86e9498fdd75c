import { removeAvatarAction } from "../../actions/settings";
import { accountsCaller } from "../../caller";
import { AvatarForm, ProfileForm } from "../../forms/profile-forms";
import { messages } from "../../messages";
import { SettingsCard, SettingsFrame } from "../../settings-frame";
import { getT } from "@hopper/ui/i18n/server";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("settings.profile.title") };
}

export default async function ProfileSettingsPage({ host }: ModulePageProps) {
  const [user, t] = await Promise.all([(await accountsCaller()).profile.get(), getT(messages)]);
  return (
    <SettingsFrame title={t("settings.profile.heading")} active="/settings/profile" host={host}>
      <SettingsCard title={t("settings.profile.avatar")}>
        <div className="flex items-center gap-4">
          <ProjectIcon
            name={user.username}
            iconUrl={user.avatarUrl}
            size={64}
            shape="round"
            alt={t("settings.profile.yourAvatar")}
            testId="avatar"
          />
          {user.avatarUrl ? (
            <form action={removeAvatarAction}>
              <button type="submit" className="text-sm underline">
                {t("settings.profile.remove")}
              </button>
            </form>
          ) : null}
        </div>
        <AvatarForm />
      </SettingsCard>
      <SettingsCard title={t("settings.profile.profile")}>
        <ProfileForm username={user.username} bio={user.bio ?? ""} />
        <a className="text-sm underline" href={`/user/${user.username}`}>
          {t("settings.profile.view")}
        </a>
      </SettingsCard>
    </SettingsFrame>
  );
}
