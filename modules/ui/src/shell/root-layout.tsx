import "../styles/globals.css";

import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { Suspense } from "react";
import type { ReactNode } from "react";

import { config } from "@hopper/core/config";

import { AlternateLinks } from "../i18n/alternate-links";
import { LocaleProvider } from "../i18n/client";
import { getLocale, getMessages } from "../i18n/server";
import { BuildCheck } from "../navigation/build-check";
import { currentBuildId } from "../navigation/build-id";
import { LoadingBar } from "../navigation/loading-bar";
import { MenuDismiss } from "../navigation/menu-dismiss";
import { ScrollToTop } from "../navigation/scroll-to-top";
import { ToastArea } from "../toasts/toast-area";
import { DeveloperModeProvider } from "../preferences/developer-mode";
import { getPreferences } from "../preferences/server";
import { canonicalPath } from "../server/canonical-path";
import { publicUrl } from "../server/public-url";
import { DEFAULT_SHARE_IMAGE, SITE_NAME } from "../server/share-metadata";
import { TrpcProvider } from "../trpc/provider";
import { DEFAULT_SUPPORT_LINKS } from "./support-links";
import { SupportLinksProvider } from "./support-links-context";
import { THEME_COLOR } from "../styles/theme-color";

/**
 * What every page inherits: the site's description, icons and web app manifest (apps/web/public, written by
 * scripts/app-icons.ts), a canonical link for the requested path on HOPPER_URL, and the site's name and icon
 * for link previews. Pages about one thing replace the canonical link and previews with their own
 * (`shareMetadata`, @hopper/ui/server/share-metadata).
 */
export async function generateMetadata(): Promise<Metadata> {
  const path = (await headers()).get("x-hopper-path") ?? "/";
  return {
    metadataBase: new URL(publicUrl("/")),
    title: { default: SITE_NAME, template: "%s" },
    description:
      "Discover, play and share Minecraft content: mods, modpacks, plugins, resource packs, shaders and data packs.",
    alternates: { canonical: publicUrl(canonicalPath(path)) },
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
        { url: "/icon.svg", type: "image/svg+xml" },
      ],
      apple: [{ url: "/apple-touch-icon.png", sizes: "180x180" }],
    },
    manifest: "/manifest.webmanifest",
    openGraph: { type: "website", siteName: SITE_NAME, images: [{ url: publicUrl(DEFAULT_SHARE_IMAGE) }] },
    twitter: { card: "summary" },
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOR };

/**
 * The document: theme classes and language come from cookies and headers on the server, so the first
 * paint is already right. The client pieces here are small and shared by every page.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [preferences, { locale }, messages, buildId] = await Promise.all([
    getPreferences(),
    getLocale(),
    getMessages(),
    currentBuildId(),
  ]);
  return (
    <html lang={locale} className={preferences.themeClassName} data-theme={preferences.theme}>
      <body className="min-h-screen bg-bg text-primary antialiased">
        <AlternateLinks />
        <LocaleProvider locale={locale}>
          <DeveloperModeProvider initial={preferences.developerMode}>
            <Suspense fallback={null}>
              <LoadingBar />
            </Suspense>
            <ScrollToTop />
            <MenuDismiss />
            <SupportLinksProvider
              links={{
                statusUrl: config().HOPPER_STATUS_URL ?? DEFAULT_SUPPORT_LINKS.statusUrl,
                chatUrl: config().HOPPER_CHAT_URL ?? DEFAULT_SUPPORT_LINKS.chatUrl,
              }}
            >
              <TrpcProvider>{children}</TrpcProvider>
            </SupportLinksProvider>
            <ToastArea labels={messages.toasts} exposeTestHook={config().NODE_ENV !== "production"} />
            <BuildCheck buildId={buildId} />
          </DeveloperModeProvider>
        </LocaleProvider>
      </body>
    </html>
  );
}
