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
