import { getT } from "@hopper/ui/i18n/server";

import { signOutAction } from "../actions/sign-out";
import { AuthFrame } from "../form/page-frame";
import { SubmitButton } from "../form/submit-button";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("signOut.title") };
}

/** A page with a button rather than a link that signs out: a GET must never change state. */
export default async function SignOutPage() {
  const t = await getT(messages);
  return (
    <AuthFrame title={t("signOut.heading")}>
      <p>{t("signOut.question")}</p>
      <form action={signOutAction}>
        <SubmitButton>{t("signOut.submit")}</SubmitButton>
      </form>
    </AuthFrame>
  );
}
