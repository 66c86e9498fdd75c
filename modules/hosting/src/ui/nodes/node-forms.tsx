"use client";

import { useActionState } from "react";
import { useFormStatus } from "react-dom";

import { Button } from "@hopper/ui/components/button";
import { Field, inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { useT } from "@hopper/ui/i18n/client";

import { registerNodeAction, rotateNodeTokenAction } from "./node-actions";
import { EMPTY_NODE_FORM } from "./node-form-state";
import type { NodeFormState } from "./node-form-state";
import { nodeMessages } from "./node-messages";

function Submit({ children, variant = "primary" }: { children: string; variant?: "primary" | "secondary" }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant={variant} disabled={pending}>
      {children}
    </Button>
  );
}

/** The token and agent.json of a node, shown once after registering or rotating. */
function SecretOnce({ secret }: { secret: NonNullable<NodeFormState["secret"]> }) {
  const t = useT(nodeMessages);
  return (
    <div className="flex flex-col gap-2 rounded-lg border-2 border-warning p-3" data-testid="node-secret">
      <h3 className="font-semibold">{t("tokenOnce.title", { node: secret.nodeId })}</h3>
      <p className="text-sm">{t("tokenOnce.text")}</p>
      <code className="break-all text-sm" data-testid="node-token">
        {secret.token}
      </code>
      <p className="text-sm font-semibold">{t("tokenOnce.config")}</p>
      <pre className="overflow-x-auto rounded bg-raised p-2 text-xs" data-testid="node-config">
        {secret.config}
      </pre>
    </div>
  );
}

type FieldName =
  "id" | "name" | "agentUrl" | "publicUrl" | "gameHost" | "cpu" | "memoryMiB" | "diskMiB" | "portFirst" | "portLast";

const FIELD_LIMITS: Record<FieldName, { max: number; numeric?: boolean; fallback?: string }> = {
  id: { max: 32 },
  name: { max: 64 },
  agentUrl: { max: 255 },
  publicUrl: { max: 255 },
  gameHost: { max: 255 },
  cpu: { max: 4, numeric: true },
  memoryMiB: { max: 10, numeric: true },
  diskMiB: { max: 12, numeric: true },
  portFirst: { max: 5, numeric: true, fallback: "25565" },
  portLast: { max: 5, numeric: true, fallback: "25664" },
};

/** Register a node: its fields, then the token shown once. */
export function RegisterNodeForm({ regions }: { regions: readonly { id: string; name: string }[] }) {
  const t = useT(nodeMessages);
  const [state, action] = useActionState(registerNodeAction, EMPTY_NODE_FORM);
  const hints: Partial<Record<FieldName, string>> = {
    id: t("register.idHint"),
    agentUrl: t("register.agentUrlHint"),
    publicUrl: t("register.publicUrlHint"),
    gameHost: t("register.gameHostHint"),
  };
  const input = (name: FieldName) => {
    const limits = FIELD_LIMITS[name];
    return (
      <Field key={name} label={t(`register.${name}`)} name={name} error={state.fields[name]} hint={hints[name]}>
        <input
          name={name}
          maxLength={limits.max}
          inputMode={limits.numeric ? "numeric" : undefined}
          defaultValue={state.values[name] ?? limits.fallback ?? ""}
          className={inputClassName}
          required
        />
      </Field>
    );
  };
  return (
    <form action={action} className="flex flex-col gap-3" noValidate data-testid="register-node">
      {state.secret ? <SecretOnce secret={state.secret} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {input("id")}
        {input("name")}
        <Field label={t("register.region")} name="region" error={state.fields.region}>
          <select name="region" defaultValue={state.values.region ?? regions[0]?.id} className={inputClassName}>
            {regions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </Field>
        {input("gameHost")}
        {input("agentUrl")}
        {input("publicUrl")}
        {input("cpu")}
        {input("memoryMiB")}
        {input("diskMiB")}
        {input("portFirst")}
        {input("portLast")}
      </div>
      {state.error ? (
        <FormNotice tone="error" testId="form-error">
          {state.error}
        </FormNotice>
      ) : null}
      <div>
        <Submit>{t("register.submit")}</Submit>
      </div>
    </form>
  );
}

/** "Rotate token" of one node: the new token shown once. */
export function RotateTokenForm({ nodeId }: { nodeId: string }) {
  const t = useT(nodeMessages);
  const [state, action] = useActionState(rotateNodeTokenAction, EMPTY_NODE_FORM);
  return (
    <form action={action} className="flex flex-col gap-2" data-testid="rotate-token">
      <input type="hidden" name="nodeId" value={nodeId} />
      <div>
        <Submit variant="secondary">{t("rotate")}</Submit>
      </div>
      {state.secret ? (
        <>
          <SecretOnce secret={state.secret} />
          <p className="text-sm">{t("rotateHint")}</p>
        </>
      ) : null}
      {state.error ? (
        <FormNotice tone="error" testId="form-error">
          {state.error}
        </FormNotice>
      ) : null}
    </form>
  );
}
