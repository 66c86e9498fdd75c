import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = {
  title: "Shaders - Hopper",
  description: "Browse and download Minecraft shaders: search by name and filter by game version, loader and category.",
};

export default function ShadersPage({ searchParams }: PageProps) {
  return <ListingPage projectType="shader" searchParams={searchParams} />;
}
