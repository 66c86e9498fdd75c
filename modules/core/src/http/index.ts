export { clientAddress, resolveClientAddress } from "./client-address";
