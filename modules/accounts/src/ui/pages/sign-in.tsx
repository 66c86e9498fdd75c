import { redirect } from "next/navigation";

import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { safeRedirectPath } from "../actions/safe-redirect";
import { SignInForm } from "../sign-in-form";

export const metadata = { title: "Sign in - Hopper" };

export default async function SignInPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const redirectTo = safeRedirectPath(query.redirect);
  if (await getViewer()) redirect(redirectTo);
  return (
    <section className="mx-auto flex w-full max-w-sm flex-col gap-6 py-12">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <SignInForm redirectTo={redirectTo} />
      <p className="text-sm text-secondary">
        <a href="/auth/reset-password" className="underline">
          Forgot password?
        </a>{" "}
        ·{" "}
        <a href="/auth/sign-up" className="underline">
          Create an account
        </a>
      </p>
    </section>
  );
}
