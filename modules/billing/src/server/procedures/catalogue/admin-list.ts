import { actorOf } from "@hopper/core/auth";
import { adminProcedure } from "@hopper/core/trpc";

import { listProductsForAdmin } from "../../services/catalogue/admin-catalogue";

/** Every product and price, retired ones included (/admin/billing/products; admins). */
export const adminList = adminProcedure.query(async ({ ctx }) => listProductsForAdmin(ctx.db, actorOf(ctx.viewer)));
