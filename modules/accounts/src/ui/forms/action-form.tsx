"use client";

import type { ReactNode } from "react";
import { useActionState } from "react";

import type { FormState } from "../actions/form-state";
import { FormOutcome } from "../form/form-outcome";

// Not imported from form-state.ts: that file is server code (it loads @hopper/core/trpc, whose initTRPC
// refuses to run in a browser), and a value import would bundle it into this client component.
const EMPTY_FORM: FormState = { error: null, fields: {}, values: {} };

export type FormAction = (previous: FormState, form: FormData) => Promise<FormState>;

/**
 * A form bound to a server action that returns FormState. `children` gets the state, so fields can show
 * their own errors and keep the values typed before a failed submit.
 */
export function ActionForm({
  action,
  children,
  className = "flex flex-col gap-4",
  encType,
}: {
  action: FormAction;
  children: (state: FormState) => ReactNode;
  className?: string;
  encType?: "multipart/form-data";
}) {
  const [state, formAction] = useActionState(action, EMPTY_FORM);
  return (
    <form action={formAction} className={className} noValidate encType={encType}>
      {children(state)}
      <FormOutcome error={state.error} done={state.done} />
    </form>
  );
}
