import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = { title: "Datapacks - Hopper" };

export default function DatapacksPage({ searchParams }: PageProps) {
  return <ListingPage projectType="datapack" searchParams={searchParams} />;
}
