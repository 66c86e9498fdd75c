import "../styles/globals.css";

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: { default: "Hopper", template: "%s" },
  description: "Discover, play and share Minecraft content: mods, modpacks, plugins, resource packs, shaders and data packs.",
};

export const viewport: Viewport = { themeColor: "#1b8a4b" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className="dark-mode" suppressHydrationWarning>
      <body className="min-h-screen bg-bg text-primary antialiased">{children}</body>
    </html>
  );
}
