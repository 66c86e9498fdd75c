import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = {
  title: "Datapacks - Hopper",
  description:
    "Browse and download Minecraft data packs: search by name and filter by game version, loader and category.",
};

export default function DatapacksPage({ searchParams }: PageProps) {
  return <ListingPage projectType="datapack" searchParams={searchParams} />;
}
