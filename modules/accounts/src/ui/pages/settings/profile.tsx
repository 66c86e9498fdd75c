import { avatarErrorKey } from "../../../server/http/avatar-errors";
import { removeAvatarAction } from "../../actions/settings";
import { accountsCaller } from "../../caller";
import { errorMessages } from "../../error-messages";
import { AvatarUpload } from "../../forms/avatar-upload";
import { ProfileForm } from "../../forms/profile-forms";
import { messages } from "../../messages";
import { SettingsCard, SettingsFrame } from "../../settings-frame";
import { getT } from "@hopper/ui/i18n/server";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("settings.profile.title") };
}

export default async function ProfileSettingsPage({ host, searchParams }: ModulePageProps) {
  const [user, t, errorText, query] = await Promise.all([
    (await accountsCaller()).profile.get(),
    getT(messages),
    getT(errorMessages),
    searchParams,
  ]);
  // Where the avatar upload's route sends a plain (no JavaScript) post back: ?avatar=saved, or ?error=<code>, a
  // fixed code read from the catalogue; any other value shows nothing.
  const refusedKey = avatarErrorKey(query.error);
  const refused = refusedKey ? errorText(refusedKey) : undefined;
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
        {query.avatar === "saved" ? (
          <FormNotice tone="success" testId="avatar-saved">
            {t("settings.profile.avatarSaved")}
          </FormNotice>
        ) : null}
        <AvatarUpload error={refused} />
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
