import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = {
  title: "Resourcepacks - Hopper",
  description:
    "Browse and download Minecraft resource packs: search by name and filter by game version, loader and category.",
};

export default function ResourcepacksPage({ searchParams }: PageProps) {
  return <ListingPage projectType="resourcepack" searchParams={searchParams} />;
}
