"use client";

import { createTokenAction, deleteTokenAction } from "../actions/settings";
import { Field } from "../form/field";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function CreateTokenForm({ scopes }: { scopes: readonly string[] }) {
  return (
    <ActionForm action={createTokenAction}>
      {(state) => (
        <>
          {state.done ? (
            <div className="rounded-lg border border-success p-3" role="status">
              <p className="text-sm font-semibold">Your new token. Copy it now: it will not be shown again.</p>
              <code className="break-all" data-testid="new-token">
                {state.done}
              </code>
            </div>
          ) : null}
          <Field label="Name" name="name" required defaultValue={state.values.name} />
          <Field
            label="Expires after (days, empty for never)"
            name="expiresInDays"
            type="number"
            min={1}
            defaultValue={state.values.expiresInDays}
          />
          <fieldset className="grid grid-cols-2 gap-1 text-sm md:grid-cols-3">
            <legend className="mb-1 font-semibold">Scopes</legend>
            {scopes.map((scope) => (
              <label key={scope} className="flex items-center gap-2">
                <input type="checkbox" name="scopes" value={scope} />
                {scope}
              </label>
            ))}
          </fieldset>
          <SubmitButton>Create token</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

/** Deleting needs a second click: the first shows the confirmation button. */
export function DeleteTokenForm({ tokenId, name }: { tokenId: string; name: string }) {
  return (
    <ActionForm action={deleteTokenAction} className="flex items-center gap-2">
      {() => (
        <>
          <input type="hidden" name="tokenId" value={tokenId} />
          <details>
            <summary className="cursor-pointer text-sm text-danger">Delete</summary>
            <button
              type="submit"
              name="confirm"
              value="yes"
              className="mt-1 rounded bg-danger px-2 py-1 text-sm text-white"
            >
              Yes, delete {name}
            </button>
          </details>
        </>
      )}
    </ActionForm>
  );
}
