"use client";

import { useActionState } from "react";

import { signInAction } from "./actions/sign-in";
import type { SignInState } from "./actions/sign-in";

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, { error: null, identifier: "" });
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="redirect" value={redirectTo} />
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">Email or username</span>
        <input
          name="identifier"
          autoComplete="username"
          required
          defaultValue={state.identifier}
          className="rounded-lg border border-divider bg-input px-3 py-2"
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">Password</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="rounded-lg border border-divider bg-input px-3 py-2"
        />
      </label>
      {state.error ? (
        <p role="alert" className="text-sm text-danger">
          {state.error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand disabled:opacity-60"
      >
        Sign in
      </button>
    </form>
  );
}
