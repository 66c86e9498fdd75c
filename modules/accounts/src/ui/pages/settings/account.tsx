import QRCode from "qrcode";

import { Button } from "@hopper/ui/components/button";
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
import { SettingsCard, SettingsFrame } from "../../settings-frame";

export const metadata = { title: "Account and security - Hopper" };

export default async function AccountSettingsPage({ searchParams, host }: ModulePageProps) {
  const { setup, verification } = await searchParams;
  const user = await (await accountsCaller()).security.get();
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
    <SettingsFrame title="Account and security" active="/settings/account" host={host}>
      {verification === "sent" ? (
        <p role="status" className="text-sm text-success" data-testid="verification-sent">
          We sent a new verification link to {user.email}.
        </p>
      ) : verification === "rate-limited" ? (
        <p role="alert" className="text-sm text-danger">
          Too many verification emails. Wait a few minutes and try again.
        </p>
      ) : null}
      <SettingsCard title="Email address">
        {user.email && !user.emailVerified ? (
          <div className="flex items-center gap-3 text-sm text-warning">
            <span>Your email address is not verified.</span>
            <ResendVerificationForm />
          </div>
        ) : null}
        <EmailForm email={user.email} hasPassword={user.hasPassword} />
      </SettingsCard>
      <SettingsCard title="Password">
        <PasswordForm hasPassword={user.hasPassword} />
      </SettingsCard>
      <SettingsCard title="Two-factor authentication">
        {twoFactorOn ? (
          <>
            <p className="text-sm">Two-factor authentication is on.</p>
            <DisableTwoFactorForm />
          </>
        ) : pendingSecret ? (
          <>
            <p className="text-sm">
              Scan this code with an authenticator app, or enter the secret by hand, then type the code it shows.
            </p>
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
              Set up two-factor authentication
            </Button>
          </form>
        )}
      </SettingsCard>
      <SettingsCard title="Sign-in providers">
        {links.length === 0 && providers.length === 0 ? (
          <p className="text-sm text-secondary">No sign-in providers are configured on this site.</p>
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
                  Link {provider.name}
                </button>
              </form>
            ))}
        </div>
      </SettingsCard>
      <SettingsCard title="Delete account">
        <DeleteAccountForm username={user.username} />
      </SettingsCard>
    </SettingsFrame>
  );
}
