export { default } from "../shell/not-found-page";
