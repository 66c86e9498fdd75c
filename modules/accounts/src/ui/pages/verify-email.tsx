import type { PageProps } from "@hopper/ui/server/render-page";
import { getT } from "@hopper/ui/i18n/server";
import { getViewer } from "@hopper/ui/server/viewer";

import { accountsCaller } from "../caller";
import { AuthFrame } from "../form/page-frame";
import { ResendVerificationForm } from "../forms/resend-verification-form";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("verify.title") };
}

export default async function VerifyEmailPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  const [viewer, t] = await Promise.all([getViewer(), getT(messages)]);
  const outcome =
    typeof token === "string" && token
      ? await (await accountsCaller()).auth.verifyEmail({ token })
      : viewer?.user.emailVerified
        ? "already-verified"
        : "failed";
  if (outcome === "success") {
    return (
      <AuthFrame title={t("verify.verified")}>
        <p data-testid="verify-outcome">{t("verify.verifiedText")}</p>
        <a className="underline" href={viewer ? "/dashboard" : "/auth/sign-in"}>
          {viewer ? t("verify.dashboard") : t("verify.signIn")}
        </a>
      </AuthFrame>
    );
  }
  if (outcome === "already-verified") {
    return (
      <AuthFrame title={t("verify.already")}>
        <p data-testid="verify-outcome">{t("verify.alreadyText")}</p>
        <a className="underline" href="/dashboard">
          {t("verify.dashboard")}
        </a>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("verify.failed")}>
      <p data-testid="verify-outcome">{t("verify.failedText")}</p>
      {viewer?.user.email ? (
        <ResendVerificationForm />
      ) : (
        <p className="text-sm">
          {t.rich("verify.signInForLink", {
            link: (chunks) => (
              <a className="underline" href="/auth/sign-in?redirect=%2Fauth%2Fverify-email">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
    </AuthFrame>
  );
}
