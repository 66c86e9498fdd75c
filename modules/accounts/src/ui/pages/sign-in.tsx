import { redirect } from "next/navigation";

import { Button } from "@hopper/ui/components/button";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getT } from "@hopper/ui/i18n/server";
import { getViewer } from "@hopper/ui/server/viewer";

import { signInErrorKey } from "../../server/auth/sign-in-errors";
import { enabledProviders } from "../../server/auth/providers";
import { providerSignInAction } from "../actions/sign-in";
import { safeRedirectPath } from "../actions/safe-redirect";
import { AuthFrame } from "../form/page-frame";
import { errorMessages } from "../error-messages";
import { SignInForm } from "../forms/sign-in-form";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("signIn.title"), description: t("signIn.description") };
}

export default async function SignInPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const redirectTo = safeRedirectPath(query.redirect ?? query.callbackUrl);
  if (await getViewer()) redirect(redirectTo);
  const providers = enabledProviders();
  const [t, errorText] = await Promise.all([getT(messages), getT(errorMessages)]);
  const providerErrorKey = signInErrorKey(query.error);
  const providerError = providerErrorKey ? errorText(providerErrorKey) : undefined;
  return (
    <AuthFrame title={t("signIn.heading")}>
      {providerError ? (
        <p role="alert" className="text-sm text-danger">
          {providerError}
        </p>
      ) : null}
      {providers.length > 0 ? (
        <div className="flex flex-col gap-2">
          {providers.map((provider) => (
            <form key={provider.id} action={providerSignInAction}>
              <input type="hidden" name="provider" value={provider.id} />
              <input type="hidden" name="redirect" value={redirectTo} />
              <Button type="submit" variant="secondary" width="full" className="font-semibold">
                {t("signIn.withProvider", { provider: provider.name })}
              </Button>
            </form>
          ))}
          <p className="text-center text-sm text-secondary">{t("signIn.orPassword")}</p>
        </div>
      ) : null}
      <SignInForm redirectTo={redirectTo} />
      <p className="text-sm text-secondary">
        <a href="/auth/reset-password" className="underline">
          {t("signIn.forgot")}
        </a>{" "}
        ·{" "}
        <a href="/auth/sign-up" className="underline">
          {t("signIn.create")}
        </a>
      </p>
    </AuthFrame>
  );
}
