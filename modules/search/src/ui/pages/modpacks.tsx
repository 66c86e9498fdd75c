import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = {
  title: "Modpacks - Hopper",
  description:
    "Browse and download Minecraft modpacks: search by name and filter by game version, loader and category.",
};

export default function ModpacksPage({ searchParams }: PageProps) {
  return <ListingPage projectType="modpack" searchParams={searchParams} />;
}
