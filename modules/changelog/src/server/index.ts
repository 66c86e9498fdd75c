// The changelog module's public services (for the CLI and other modules).
export {};
