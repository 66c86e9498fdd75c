export { generateMetadata, viewport } from "@hopper/ui/shell/root-layout";
export { default } from "@hopper/ui/shell/root-layout";
