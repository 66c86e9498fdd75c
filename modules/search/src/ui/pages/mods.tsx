import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = {
  title: "Mods - Hopper",
  description: "Browse and download Minecraft mods: search by name and filter by game version, loader and category.",
};

export default function ModsPage({ searchParams }: PageProps) {
  return <ListingPage projectType="mod" searchParams={searchParams} />;
}
