import { router } from "@hopper/core/trpc";

import { adminList } from "./admin-list";
import { list } from "./list";
import { plus } from "./plus";
import { setPriceActive } from "./set-price-active";
import { setProductActive } from "./set-product-active";
import { updatePrice } from "./update-price";

/** Products and prices: `billing.catalogue.*` (/plus for everyone, /admin/billing/products for admins). */
export const catalogueRouter = router({ list, plus, adminList, updatePrice, setPriceActive, setProductActive });
