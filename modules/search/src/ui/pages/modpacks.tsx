import type { PageProps } from "@hopper/ui/server/render-page";

import { listingMetadata } from "../listing-metadata";
import { getSearchT } from "../search-t";
import { ListingPage } from "./listing";

export async function generateMetadata() {
  return listingMetadata(await getSearchT(), "modpack");
}

export default function ModpacksPage({ searchParams }: PageProps) {
  return <ListingPage projectType="modpack" searchParams={searchParams} />;
}
