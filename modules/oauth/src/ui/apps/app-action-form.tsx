"use client";

import type { ReactNode } from "react";
import { useActionState } from "react";
import { useFormStatus } from "react-dom";

import { Button } from "@hopper/ui/components/button";
import type { ButtonVariant } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";

import { EMPTY_APP_FORM } from "./app-form-state";
import type { AppFormAction, AppFormState } from "./app-form-state";

/**
 * A form bound to an app server action. It works without JavaScript (the page is rendered again with the
 * action's answer); `children` gets the state so fields show their own errors and keep what was typed.
 */
export function AppActionForm({
  action,
  children,
  className = "flex flex-col gap-4",
  encType,
  testId,
}: {
  action: AppFormAction;
  children: (state: AppFormState) => ReactNode;
  className?: string;
  encType?: "multipart/form-data";
  testId?: string;
}) {
  const [state, formAction] = useActionState(action, EMPTY_APP_FORM);
  return (
    <form action={formAction} className={className} noValidate encType={encType} data-testid={testId}>
      {children(state)}
      {state.error ? (
        <FormNotice tone="error" testId="form-error">
          {state.error}
        </FormNotice>
      ) : state.done ? (
        <FormNotice tone="success" testId="form-done">
          {state.done}
        </FormNotice>
      ) : null}
    </form>
  );
}

/** The kit's button, disabled while its form's action runs (so a slow submit is not sent twice). */
export function SubmitButton({
  children,
  variant = "primary",
  name,
  value,
  label,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  name?: string;
  value?: string;
  label?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant={variant} disabled={pending} name={name} value={value} aria-label={label}>
      {children}
    </Button>
  );
}
