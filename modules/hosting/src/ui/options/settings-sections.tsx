import { buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";

import { CONSOLE_LINES } from "../../server/services/options/preferences";
import { JAVA_VERSIONS, JVM_FLAGS_MAX } from "../../server/services/options/startup";
import type { ServerView } from "../../server/services/servers/server-view";
import { hostingCaller } from "../hosting-caller";
import {
  cancelPlanAction,
  changePlanAction,
  savePreferencesAction,
  savePropertiesAction,
  saveStartupAction,
} from "./options-actions";
import type { OptionsT } from "./options-frame";

// The options sections read from the node or billing: properties, startup, preferences and billing.

const Hidden = ({ id }: { id: string }) => <input type="hidden" name="id" value={id} />;
const Save = ({ t }: { t: OptionsT }) => (
  <button type="submit" className={buttonClassName({ variant: "primary" })}>
    {t("save")}
  </button>
);

export async function PropertiesSection(view: ServerView, t: OptionsT) {
  const { known, others, exists } = await (await hostingCaller()).options.properties({ id: view.server.id });
  return (
    <form action={savePropertiesAction} className="flex flex-col gap-3" data-testid="properties-form">
      <Hidden id={view.server.id} />
      <p className="text-sm">{t("properties.intro")}</p>
      {exists ? null : <FormNotice tone="info">{t("properties.missing")}</FormNotice>}
      {known.map((row) => (
        <label key={row.key} className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">
            <code>{row.key}</code>
          </span>
          <span className="text-xs text-secondary">{row.description}</span>
          {row.type === "boolean" || row.type === "choice" ? (
            <select name={`p:${row.key}`} defaultValue={row.value ?? ""} className={inputClassName}>
              {row.value === null ? <option value="">{t("properties.unset")}</option> : null}
              {(row.type === "boolean" ? ["true", "false"] : (row.choices ?? [])).map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          ) : (
            <input
              name={`p:${row.key}`}
              type={row.type === "number" ? "number" : "text"}
              min={row.min}
              max={row.max}
              maxLength={1024}
              defaultValue={row.value ?? ""}
              className={inputClassName}
            />
          )}
        </label>
      ))}
      {others.length > 0 ? <h3 className="font-semibold">{t("properties.others")}</h3> : null}
      {others.map((row) => (
        <label key={row.key} className="flex flex-col gap-1 text-sm">
          <code className="font-semibold">{row.key}</code>
          <input name={`p:${row.key}`} maxLength={1024} defaultValue={row.value} className={inputClassName} />
        </label>
      ))}
      <Save t={t} />
    </form>
  );
}

export async function StartupSection(view: ServerView, t: OptionsT) {
  const { startup } = await (await hostingCaller()).options.view({ id: view.server.id });
  return (
    <form action={saveStartupAction} className="flex max-w-xl flex-col gap-3">
      <Hidden id={view.server.id} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t("startup.java")}
        <select name="javaVersion" defaultValue={startup.javaVersion} className={inputClassName}>
          {JAVA_VERSIONS.map((version) => (
            <option key={version} value={version}>
              {t("startup.javaOption", { version })}
            </option>
          ))}
        </select>
        <span className="text-xs font-normal text-secondary">{t("startup.javaNote")}</span>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t("startup.flags")}
        <textarea
          name="jvmFlags"
          rows={3}
          maxLength={JVM_FLAGS_MAX}
          defaultValue={startup.jvmFlags}
          className={inputClassName}
        />
        <span className="text-xs font-normal text-secondary">
          {t("startup.flagsHint", { memory: String(view.server.memoryMiB) })}
        </span>
      </label>
      <Save t={t} />
    </form>
  );
}

export async function PreferencesSection(view: ServerView, t: OptionsT) {
  const { preferences } = await (await hostingCaller()).options.view({ id: view.server.id });
  return (
    <form action={savePreferencesAction} className="flex max-w-xl flex-col gap-3">
      <Hidden id={view.server.id} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="crashRestart" value="yes" defaultChecked={preferences.crashRestart} />
        {t("preferences.crashRestart")}
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t("preferences.consoleLines")}
        <input
          name="consoleLines"
          type="number"
          min={CONSOLE_LINES.min}
          max={CONSOLE_LINES.max}
          defaultValue={preferences.consoleLines}
          className={inputClassName}
        />
      </label>
      <Save t={t} />
    </form>
  );
}

export async function BillingSection(view: ServerView, t: OptionsT) {
  const { subscription, plans } = await (await hostingCaller()).options.plan({ id: view.server.id });
  if (!subscription) return <p className="text-sm">{t("billing.none")}</p>;
  const current = plans.find((plan) => plan.current);
  return (
    <>
      <dl className="flex flex-col gap-2 text-sm" data-testid="server-billing">
        <div className="flex gap-4">
          <dt className="w-32 font-semibold">{t("billing.plan")}</dt>
          <dd>{current?.name ?? subscription.product.name}</dd>
        </div>
        {subscription.nextCharge ? (
          <div className="flex gap-4">
            <dt className="w-32 font-semibold">{t("billing.nextRenewal")}</dt>
            <dd>
              <DateTime value={subscription.nextCharge.due} />
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className="font-semibold">{t("billing.plans")}</h3>
      <p className="text-sm">{t("billing.upgradeNote")}</p>
      <ul className="flex flex-col gap-2" data-testid="server-plans">
        {plans.map((plan) => (
          <li key={plan.productId} className="flex flex-wrap items-center gap-3 text-sm">
            <span className="flex-1">
              <span className="font-semibold">{plan.name}</span>
              {plan.amount !== null && plan.currency
                ? ` · ${t("billing.price", { amount: (plan.amount / 100).toFixed(2), currency: plan.currency, interval: subscription.interval })}`
                : null}
            </span>
            {plan.current ? (
              <span>{t("billing.current")}</span>
            ) : !plan.inStock ? (
              <span>{t("billing.outOfStock")}</span>
            ) : plan.priceId ? (
              <form action={changePlanAction}>
                <Hidden id={view.server.id} />
                <input type="hidden" name="priceId" value={plan.priceId} />
                <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
                  {t("billing.choose", { name: plan.name })}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      {subscription.state === "active" ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">{t("billing.cancel")}</summary>
          <form action={cancelPlanAction} className="mt-2">
            <Hidden id={view.server.id} />
            <button type="submit" className={buttonClassName({ variant: "danger", size: "sm" })}>
              {t("billing.cancelConfirm")}
            </button>
          </form>
        </details>
      ) : null}
      <a href="/settings/billing" className="text-sm underline">
        {t("billing.manage")}
      </a>
    </>
  );
}
