import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = { title: "Modpacks - Hopper" };

export default function ModpacksPage({ searchParams }: PageProps) {
  return <ListingPage projectType="modpack" searchParams={searchParams} />;
}
