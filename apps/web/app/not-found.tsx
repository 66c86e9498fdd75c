export { default } from "@hopper/ui/shell/not-found-page";
