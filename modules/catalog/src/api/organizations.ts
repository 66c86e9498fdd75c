import { imageRestBody, type RestHandler, type RestRoute } from "@hopper/core/module";

import type * as Handlers from "../server/rest/organizations";

/** Loads one named handler of the organizations REST file lazily (the file is imported on first use). */
const load = (name: keyof typeof Handlers) => () =>
  import("../server/rest/organizations").then((handlers) => ({ default: handlers[name] as RestHandler }));

const organizationsTag = { name: "Organizations", description: "Organizations, their members and projects (v3)" };
const schemas = () => import("../server/rest/organization-schema");

/** Public API routes for organizations (v3 only, as on the reference platform). */
export const organizationRoutes: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/v3/organization",
    operationId: "createOrganization",
    tag: organizationsTag,
    response: {
      kind: "json",
      description: "The new organization",
      schema: () => schemas().then((m) => m.organizationV3Schema),
    },
    body: { kind: "json", schema: () => import("../server/rest/organizations").then((m) => m.organizationCreateBody) },
    summary: "Create an organization",
    scope: "ORGANIZATION_CREATE",
    handler: load("postOrganization"),
  },
  {
    method: "GET",
    path: "/v3/organizations",
    operationId: "getOrganizations",
    tag: organizationsTag,
    response: {
      kind: "json",
      description: "The organizations found",
      schema: () => schemas().then((m) => m.organizationListV3Schema),
    },
    summary: "Organizations by ids or slugs (ids=[…])",
    handler: load("getOrganizations"),
  },
  {
    method: "GET",
    path: "/v3/organization/:id",
    operationId: "getOrganization",
    tag: organizationsTag,
    response: {
      kind: "json",
      description: "The organization",
      schema: () => schemas().then((m) => m.organizationV3Schema),
    },
    summary: "An organization with its members",
    handler: load("getOrganizationHandler"),
  },
  {
    method: "PATCH",
    path: "/v3/organization/:id",
    operationId: "modifyOrganization",
    tag: organizationsTag,
    response: { kind: "empty", description: "The organization was edited" },
    body: { kind: "json", schema: () => import("../server/rest/organizations").then((m) => m.organizationEditBody) },
    summary: "Edit an organization's name, URL or description",
    scope: "ORGANIZATION_WRITE",
    handler: load("patchOrganization"),
  },
  {
    method: "DELETE",
    path: "/v3/organization/:id",
    operationId: "deleteOrganization",
    tag: organizationsTag,
    response: { kind: "empty", description: "The organization was deleted" },
    summary: "Delete an organization (its projects stay, outside it)",
    scope: "ORGANIZATION_DELETE",
    handler: load("deleteOrganizationHandler"),
  },
  {
    method: "GET",
    path: "/v3/organization/:id/projects",
    operationId: "getOrganizationProjects",
    tag: organizationsTag,
    response: {
      kind: "json",
      description: "The organization's projects",
      schema: () => schemas().then((m) => m.projectListV3Schema),
    },
    summary: "An organization's projects (v3 shape)",
    handler: load("getOrganizationProjects"),
  },
  {
    method: "POST",
    path: "/v3/organization/:id/projects",
    operationId: "addOrganizationProject",
    tag: organizationsTag,
    response: { kind: "empty", description: "The project was moved in" },
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
    operationId: "removeOrganizationProject",
    tag: organizationsTag,
    response: { kind: "empty", description: "The project was taken out" },
    body: {
      kind: "json",
      schema: () => import("../server/rest/organizations").then((m) => m.organizationRemoveProjectBody),
    },
    summary: "Take a project out of the organization (optionally to a new owner among its members)",
    scope: "ORGANIZATION_WRITE",
    handler: load("deleteOrganizationProject"),
  },
  {
    method: "PATCH",
    path: "/v3/organization/:id/icon",
    operationId: "changeOrganizationIcon",
    tag: organizationsTag,
    response: { kind: "empty", description: "The icon was set" },
    body: imageRestBody("The icon"),
    summary: "Set the icon (the image is the request body)",
    scope: "ORGANIZATION_WRITE",
    handler: load("patchOrganizationIcon"),
  },
  {
    method: "DELETE",
    path: "/v3/organization/:id/icon",
    operationId: "deleteOrganizationIcon",
    tag: organizationsTag,
    response: { kind: "empty", description: "The icon was removed" },
    summary: "Remove the icon",
    scope: "ORGANIZATION_WRITE",
    handler: load("deleteOrganizationIcon"),
  },
  {
    method: "GET",
    path: "/v3/organization/:id/members",
    operationId: "getOrganizationMembers",
    tag: organizationsTag,
    response: { kind: "json", description: "The members", schema: () => schemas().then((m) => m.teamV3Schema) },
    summary: "An organization's team members",
    handler: load("getOrganizationMembers"),
  },
  {
    method: "GET",
    path: "/v3/project/:id/organization",
    operationId: "getProjectOrganization",
    tag: organizationsTag,
    response: {
      kind: "json",
      description: "The organization",
      schema: () => schemas().then((m) => m.organizationV3Schema),
    },
    summary: "The organization a project belongs to",
    handler: load("getProjectOrganization"),
  },
  {
    method: "GET",
    path: "/v3/user/:id/organizations",
    operationId: "getUserOrganizations",
    tag: organizationsTag,
    response: {
      kind: "json",
      description: "The user's organizations",
      schema: () => schemas().then((m) => m.organizationListV3Schema),
    },
    summary: "Organizations a user is a member of",
    handler: load("getUserOrganizations"),
  },
];
