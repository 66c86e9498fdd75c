import { getT } from "@hopper/ui/i18n/server";
import { getViewer } from "@hopper/ui/server/viewer";

import { welcomeAction } from "../actions/welcome";
import { accountsCaller } from "../caller";
import { AuthFrame } from "../form/page-frame";
import { SubmitButton } from "../form/submit-button";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("welcome.title") };
}

export default async function WelcomePage() {
  const [viewer, t] = await Promise.all([getViewer(), getT(messages)]);
  const user = viewer ? await (await accountsCaller()).profile.get() : null;
  return (
    <AuthFrame title={t("welcome.heading", { username: viewer?.user.username ?? "" })}>
      <p>{t.rich("welcome.ready", { email: () => <strong>{viewer?.user.email}</strong> })}</p>
      <form action={welcomeAction} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="newsletter" defaultChecked={user?.newsletter ?? false} />
          {t("welcome.newsletter")}
        </label>
        <SubmitButton>{t("welcome.continue")}</SubmitButton>
      </form>
    </AuthFrame>
  );
}
