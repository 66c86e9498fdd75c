import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = {
  title: "Plugins - Hopper",
  description:
    "Browse and download Minecraft server plugins: search by name and filter by game version, loader and category.",
};

export default function PluginsPage({ searchParams }: PageProps) {
  return <ListingPage projectType="plugin" searchParams={searchParams} />;
}
