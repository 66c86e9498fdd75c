export { default } from "@hopper/ui/shell/empty-layout";
