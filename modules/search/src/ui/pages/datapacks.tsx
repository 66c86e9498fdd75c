import type { PageProps } from "@hopper/ui/server/render-page";

import { listingMetadata } from "../listing-metadata";
import { getSearchT } from "../search-t";
import { ListingPage } from "./listing";

export async function generateMetadata() {
  return listingMetadata(await getSearchT(), "datapack");
}

export default function DatapacksPage({ searchParams }: PageProps) {
  return <ListingPage projectType="datapack" searchParams={searchParams} />;
}
