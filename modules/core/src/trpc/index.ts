export {
  adminProcedure,
  authedProcedure,
  createCallerFactory,
  middleware,
  publicProcedure,
  router,
  scopedProcedure,
  staffProcedure,
} from "./init";
export type { TrpcContext } from "./context";
// What a server-side caller throws: modules' form actions recognise it without depending on tRPC themselves.
export { TRPCError } from "@trpc/server";
