import { redirect } from "next/navigation";

import { getT } from "@hopper/ui/i18n/server";
import { getViewer } from "@hopper/ui/server/viewer";

import { AuthFrame } from "../form/page-frame";
import { SignUpForm } from "../forms/sign-up-form";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("signUp.title") };
}

export default async function SignUpPage() {
  if (await getViewer()) redirect("/dashboard");
  const t = await getT(messages);
  return (
    <AuthFrame title={t("signUp.heading")}>
      <SignUpForm />
      <p className="text-sm text-secondary">
        {t("signUp.haveAccount")}{" "}
        <a href="/auth/sign-in" className="underline">
          {t("signUp.signIn")}
        </a>
      </p>
    </AuthFrame>
  );
}
