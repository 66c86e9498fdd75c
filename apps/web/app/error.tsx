"use client";

export { default } from "@hopper/ui/shell/error-page";
