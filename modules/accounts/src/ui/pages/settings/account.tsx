import QRCode from "qrcode";

import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { enabledProviders } from "../../../server/auth/providers";
import { beginTwoFactorAction, providerSignInAction } from "../../actions/settings-links";
import { accountsCaller } from "../../caller";
import {
  ConfirmTwoFactorForm,
  DeleteAccountForm,
  DisableTwoFactorForm,
  EmailForm,
  PasswordForm,
  UnlinkForm,
} from "../../forms/account-forms";
import { ResendVerificationForm } from "../../forms/resend-verification-form";
import { messages } from "../../messages";
import { SettingsCard, SettingsFrame } from "../../settings-frame";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("settings.account.title") };
}

export default async function AccountSettingsPage({ searchParams, host }: ModulePageProps) {
  const { setup, verification } = await searchParams;
  const [user, t] = await Promise.all([(await accountsCaller()).security.get(), getT(messages)]);
  const links = user.links;
  const providers = enabledProviders();
  const twoFactorOn = user.twoFactor === "on";
  // The secret is shown only on the set-up screen, right after "Set up two-factor authentication".
  const pendingSecret = setup === "2fa" ? user.pendingSecret : null;
  const otpUri = pendingSecret
    ? `otpauth://totp/Hopper:${encodeURIComponent(user.username)}?secret=${pendingSecret}&issuer=Hopper`
    : null;
  const qr = otpUri ? await QRCode.toString(otpUri, { type: "svg", margin: 1, width: 180 }) : null;
  return (
    <SettingsFrame title={t("settings.account.heading")} active="/settings/account" host={host}>
      {verification === "sent" ? (
        <p role="status" className="text-sm text-success" data-testid="verification-sent">
          {t("settings.account.verificationSent", { email: user.email ?? "" })}
        </p>
      ) : verification === "rate-limited" ? (
        <p role="alert" className="text-sm text-danger">
          {t("settings.account.rateLimited")}
        </p>
      ) : null}
      <SettingsCard title={t("settings.account.email")}>
        {user.email && !user.emailVerified ? (
          <div className="flex items-center gap-3 text-sm text-warning">
            <span>{t("settings.account.notVerified")}</span>
            <ResendVerificationForm />
          </div>
        ) : null}
        <EmailForm email={user.email} hasPassword={user.hasPassword} />
      </SettingsCard>
      <SettingsCard title={t("settings.account.password")}>
        <PasswordForm hasPassword={user.hasPassword} />
      </SettingsCard>
      <SettingsCard title={t("settings.account.twoFactor")}>
        {twoFactorOn ? (
          <>
            <p className="text-sm">{t("settings.account.twoFactorOn")}</p>
            <DisableTwoFactorForm />
          </>
        ) : pendingSecret ? (
          <>
            <p className="text-sm">{t("settings.account.scan")}</p>
            {/* The SVG is generated here from our own data, not user HTML. */}
            <div className="w-[180px] bg-white" dangerouslySetInnerHTML={{ __html: qr! }} />
            <code className="break-all text-sm" data-testid="totp-secret">
              {pendingSecret}
            </code>
            <ConfirmTwoFactorForm />
          </>
        ) : (
          <form action={beginTwoFactorAction}>
            <Button type="submit" variant="secondary">
              {t("settings.account.setUp")}
            </Button>
          </form>
        )}
      </SettingsCard>
      <SettingsCard title={t("settings.account.providers")}>
        {links.length === 0 && providers.length === 0 ? (
          <p className="text-sm text-secondary">{t("settings.account.noProviders")}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {links.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-2">
              <span>
                {providers.find((p) => p.id === link.provider)?.name ?? link.provider}{" "}
                {link.email ? `(${link.email})` : ""}
              </span>
              <UnlinkForm linkId={link.id} provider={link.provider} />
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {providers
            .filter((p) => !links.some((l) => l.provider === p.id))
            .map((provider) => (
              <form key={provider.id} action={providerSignInAction}>
                <input type="hidden" name="provider" value={provider.id} />
                <input type="hidden" name="redirect" value="/settings/account" />
                <button type="submit" className="rounded-lg border border-divider px-3 py-1.5 text-sm">
                  {t("settings.account.link", { provider: provider.name })}
                </button>
              </form>
            ))}
        </div>
      </SettingsCard>
      <SettingsCard title={t("settings.account.deleteAccount")}>
        <DeleteAccountForm username={user.username} />
      </SettingsCard>
    </SettingsFrame>
  );
}
