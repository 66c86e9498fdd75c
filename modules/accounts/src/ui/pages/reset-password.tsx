import { getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";

import { AuthFrame } from "../form/page-frame";
import { RequestResetForm, ResetPasswordForm } from "../forms/reset-forms";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("reset.title") };
}

export default async function ResetPasswordPage({ searchParams }: PageProps) {
  const [{ token }, t] = await Promise.all([searchParams, getT(messages)]);
  if (typeof token === "string" && token) {
    return (
      <AuthFrame title={t("reset.choose")}>
        <ResetPasswordForm token={token} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("reset.heading")}>
      <p className="text-sm">{t("reset.intro")}</p>
      <RequestResetForm />
    </AuthFrame>
  );
}
