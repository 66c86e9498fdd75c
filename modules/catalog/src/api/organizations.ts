import { imageRestBody, type RestHandler, type RestRoute } from "@hopper/core/module";

import type * as Handlers from "../server/rest/organizations";

/** Loads one named handler of the organizations REST file lazily (the file is imported on first use). */
const load = (name: keyof typeof Handlers) => () =>
  import("../server/rest/organizations").then((handlers) => ({ default: handlers[name] as RestHandler }));

/** Public API routes for organizations (v3 only, as on the reference platform). */
export const organizationRoutes: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/v3/organization",
    body: { kind: "json", schema: () => import("../server/rest/organizations").then((m) => m.organizationCreateBody) },
    summary: "Create an organization",
    scope: "ORGANIZATION_CREATE",
    handler: load("postOrganization"),
  },
  {
    method: "GET",
    path: "/v3/organizations",
    summary: "Organizations by ids or slugs (ids=[…])",
    handler: load("getOrganizations"),
  },
  {
    method: "GET",
    path: "/v3/organization/:id",
    summary: "An organization with its members",
    handler: load("getOrganizationHandler"),
  },
  {
    method: "PATCH",
    path: "/v3/organization/:id",
    body: { kind: "json", schema: () => import("../server/rest/organizations").then((m) => m.organizationEditBody) },
    summary: "Edit an organization's name, URL or description",
    scope: "ORGANIZATION_WRITE",
    handler: load("patchOrganization"),
  },
  {
    method: "DELETE",
    path: "/v3/organization/:id",
    summary: "Delete an organization (its projects stay, outside it)",
    scope: "ORGANIZATION_DELETE",
    handler: load("deleteOrganizationHandler"),
  },
  {
    method: "GET",
    path: "/v3/organization/:id/projects",
    summary: "An organization's projects (v3 shape)",
    handler: load("getOrganizationProjects"),
  },
  {
    method: "POST",
    path: "/v3/organization/:id/projects",
    body: {
      kind: "json",
      schema: () => import("../server/rest/organizations").then((m) => m.organizationAddProjectBody),
    },
    summary: "Move a project into the organization (the project's owner)",
    scope: "ORGANIZATION_WRITE",
    handler: load("postOrganizationProject"),
  },
  {
    method: "DELETE",
    path: "/v3/organization/:id/projects/:project",
    summary: "Take a project out of the organization",
    scope: "ORGANIZATION_WRITE",
    handler: load("deleteOrganizationProject"),
  },
  {
    method: "PATCH",
    path: "/v3/organization/:id/icon",
    body: imageRestBody("The icon"),
    summary: "Set the icon (the image is the request body)",
    scope: "ORGANIZATION_WRITE",
    handler: load("patchOrganizationIcon"),
  },
  {
    method: "DELETE",
    path: "/v3/organization/:id/icon",
    summary: "Remove the icon",
    scope: "ORGANIZATION_WRITE",
    handler: load("deleteOrganizationIcon"),
  },
  {
    method: "GET",
    path: "/v3/organization/:id/members",
    summary: "An organization's team members",
    handler: load("getOrganizationMembers"),
  },
  {
    method: "GET",
    path: "/v3/project/:id/organization",
    summary: "The organization a project belongs to",
    handler: load("getProjectOrganization"),
  },
  {
    method: "GET",
    path: "/v3/user/:id/organizations",
    summary: "Organizations a user is a member of",
    handler: load("getUserOrganizations"),
  },
];
