import type { PageProps } from "@hopper/ui/server/render-page";

import { AuthFrame } from "../form/page-frame";
import { RequestResetForm, ResetPasswordForm } from "../forms/reset-forms";

export const metadata = { title: "Reset password - Hopper" };

export default async function ResetPasswordPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  if (typeof token === "string" && token) {
    return (
      <AuthFrame title="Choose a new password">
        <ResetPasswordForm token={token} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Reset your password">
      <p className="text-sm">Enter your email address or username. We will send you a link to choose a new password.</p>
      <RequestResetForm />
    </AuthFrame>
  );
}
