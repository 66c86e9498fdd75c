export { createDb, db, disconnectDb } from "./client";
export type { Db, DbOrTx } from "./client";
export { directQuery, runsSideBySide } from "./direct-query";
export { eachPage, PAGE_SIZE, type PageAfter } from "./each-page";
export { newId, ID_PATTERN } from "./ids";
export { Prisma, Role } from "./generated/client";
export type { User } from "./generated/client";
