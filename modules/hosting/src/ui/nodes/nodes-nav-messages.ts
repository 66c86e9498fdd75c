import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The admin menu's labels of the nodes and notices pages; the manifest imports it. */
export const nodesNavMessages = defineCatalogue("hosting.nodesNav", {
  nodes: "Hosting nodes",
  notices: "Server notices",
});
