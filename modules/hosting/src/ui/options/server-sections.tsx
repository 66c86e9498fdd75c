import { buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";

import { loaders } from "@hopper/agent/protocol";

import type { ServerView } from "../../server/services/servers/server-view";
import { reinstallAction, renameAction } from "./options-actions";
import type { OptionsT } from "./options-frame";

// The options sections about the server itself: its landing page, info (rename), loader (reinstall), network.

const Hidden = ({ id }: { id: string }) => <input type="hidden" name="id" value={id} />;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-semibold sm:w-32">{label}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

export function DefaultSection(_view: ServerView, t: OptionsT) {
  return <p className="text-sm">{t("intro")}</p>;
}

export function InfoSection(view: ServerView, t: OptionsT) {
  const { server } = view;
  return (
    <>
      <form action={renameAction} className="flex flex-wrap items-end gap-2">
        <Hidden id={server.id} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("info.name")}
          <input name="name" required maxLength={64} defaultValue={server.name} className={inputClassName} />
          <span className="text-xs font-normal text-secondary">{t("info.nameHint")}</span>
        </label>
        <button type="submit" className={buttonClassName({ variant: "primary" })}>
          {t("info.rename")}
        </button>
      </form>
      <dl className="flex flex-col gap-2 text-sm" data-testid="server-info">
        <Row label={t("info.id")}>
          <code>{server.id}</code>
        </Row>
        <Row label={t("info.node")}>{view.node?.name ?? "—"}</Row>
        <Row label={t("info.region")}>{server.region}</Row>
        <Row label={t("info.plan")}>
          {t("info.resources", {
            cpu: String(server.cpu),
            memory: String(server.memoryMiB),
            disk: String(server.diskMiB),
          })}
        </Row>
      </dl>
    </>
  );
}

export function LoaderSection(view: ServerView, t: OptionsT) {
  const { server } = view;
  return (
    <>
      <p className="text-sm">
        {t("loader.current", {
          loader: server.loader,
          loaderVersion: server.loaderVersion ?? "",
          gameVersion: server.gameVersion,
        })}
      </p>
      <FormNotice tone="info" boxed>
        {t("loader.warning")}
      </FormNotice>
      <form action={reinstallAction} className="flex max-w-md flex-col gap-3">
        <Hidden id={server.id} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("loader.loader")}
          <select name="loader" defaultValue={server.loader} className={inputClassName}>
            {loaders.map((loader) => (
              <option key={loader} value={loader}>
                {loader}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("loader.loaderVersion")}
          <input
            name="loaderVersion"
            maxLength={64}
            defaultValue={server.loaderVersion ?? ""}
            className={inputClassName}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("loader.gameVersion")}
          <input
            name="gameVersion"
            required
            maxLength={32}
            defaultValue={server.gameVersion}
            className={inputClassName}
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="wipe" value="yes" />
          {t("loader.wipe")}
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="confirm" value="yes" required />
          {t("loader.confirm")}
        </label>
        <button type="submit" className={buttonClassName({ variant: "danger" })}>
          {t("loader.reinstall")}
        </button>
      </form>
    </>
  );
}

export function NetworkSection(view: ServerView, t: OptionsT) {
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="server-network">
      <Row label={t("network.port")}>{view.server.port ?? t("network.pending")}</Row>
      <Row label={t("network.address")}>{view.address ? <code>{view.address}</code> : t("network.pending")}</Row>
      <Row label={t("network.subdomain")}>{t("network.noSubdomain")}</Row>
    </dl>
  );
}
