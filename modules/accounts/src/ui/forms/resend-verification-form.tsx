"use client";

import { resendVerificationAction } from "../actions/email";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function ResendVerificationForm({ label = "Resend verification email" }: { label?: string }) {
  return (
    <ActionForm action={resendVerificationAction}>
      {() => <SubmitButton variant="secondary">{label}</SubmitButton>}
    </ActionForm>
  );
}
