import type { PageProps } from "@hopper/ui/server/render-page";

import { listingMetadata } from "../listing-metadata";
import { getSearchT } from "../search-t";
import { ListingPage } from "./listing";

export async function generateMetadata() {
  return listingMetadata(await getSearchT(), "mod");
}

export default function ModsPage({ searchParams }: PageProps) {
  return <ListingPage projectType="mod" searchParams={searchParams} />;
}
