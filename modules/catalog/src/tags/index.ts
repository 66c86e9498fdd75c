export * from "./categories";
export * from "./game-versions";
export * from "./licenses";
export * from "./loaders";
export * from "./project-types";
