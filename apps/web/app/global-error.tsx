"use client";

export { default } from "@hopper/ui/shell/global-error-page";
