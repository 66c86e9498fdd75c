export { default } from "@hopper/ui/shell/default-layout";
