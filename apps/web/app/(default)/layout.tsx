export { default } from "../../shell/default-layout";
