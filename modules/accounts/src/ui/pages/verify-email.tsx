import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { accountsCaller } from "../caller";
import { AuthFrame } from "../form/page-frame";
import { ResendVerificationForm } from "../forms/resend-verification-form";

export const metadata = { title: "Verify email - Hopper" };

export default async function VerifyEmailPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  const viewer = await getViewer();
  const outcome =
    typeof token === "string" && token
      ? await (await accountsCaller()).auth.verifyEmail({ token })
      : viewer?.user.emailVerified
        ? "already-verified"
        : "failed";
  if (outcome === "success") {
    return (
      <AuthFrame title="Email verified">
        <p data-testid="verify-outcome">Your email address has been verified. Thank you!</p>
        <a className="underline" href={viewer ? "/dashboard" : "/auth/sign-in"}>
          {viewer ? "Go to your dashboard" : "Sign in"}
        </a>
      </AuthFrame>
    );
  }
  if (outcome === "already-verified") {
    return (
      <AuthFrame title="Email already verified">
        <p data-testid="verify-outcome">Your email address is already verified.</p>
        <a className="underline" href="/dashboard">
          Go to your dashboard
        </a>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Email verification failed">
      <p data-testid="verify-outcome">This verification link is invalid or has expired.</p>
      {viewer?.user.email ? (
        <ResendVerificationForm />
      ) : (
        <p className="text-sm">
          <a className="underline" href="/auth/sign-in?redirect=%2Fauth%2Fverify-email">
            Sign in
          </a>{" "}
          to get a new link.
        </p>
      )}
    </AuthFrame>
  );
}
