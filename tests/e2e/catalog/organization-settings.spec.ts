import { expect, test } from "@playwright/test";

import { unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";

test("an organization's members settings: flags per member, default permissions locked without the flag, projects added and handed to a new owner, ownership transferred", async ({
  browser,
}) => {
  // Several signed-in people and a dozen pages; on a loaded machine that outgrows the default 30 s.
  test.slow();
  const orgSlug = unique("e2e-orgset").toLowerCase();
  const projectSlug = unique("e2e-orgset-mod").toLowerCase();
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const page = await creator.newPage();

  // The demo organization's members hold different rights, named in words.
  await page.goto("/organization/hopper-demo-studio/settings/members");
  const demoMembers = page.getByTestId("organization-member");
  await expect(demoMembers.filter({ hasText: "lumen-dev" })).toContainText("Edit members' default permissions");
  const contributor = demoMembers.filter({ hasText: "copperfox" }).getByTestId("organization-member-flags");
  await expect(contributor).toContainText("Add projects");
  await expect(contributor).not.toContainText("Edit members");

  // A project and an organization of the creator's own, so the demo data stays as it is.
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const createProject = page.getByRole("form", { name: "Create a project" });
  await createProject.getByLabel("Name").fill("Settings mod");
  await createProject.getByLabel("URL").fill(projectSlug);
  await createProject.getByLabel(/^Summary/).fill("Moves in and out of an organization");
  await createProject.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${projectSlug}/settings`));
  await page.goto("/dashboard/organizations");
  await page.getByText("Create an organization").click();
  const createOrganization = page.getByRole("form", { name: "Create an organization" });
  await createOrganization.getByLabel("Name").fill("Settings org");
  await createOrganization.getByLabel("URL").fill(orgSlug);
  await createOrganization.getByLabel("Description").fill("Made by the settings browser test");
  await createOrganization.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(new RegExp(`/organization/${orgSlug}$`));

  // Invite the moderator account with EDIT_MEMBER only and upload rights on the organization's projects.
  await page.goto(`/organization/${orgSlug}/settings/members`);
  const invite = page.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("Username").fill("demo-moderator");
  await invite
    .getByRole("group", { name: "Organization permissions" })
    .getByLabel("Edit members", { exact: true })
    .check();
  await invite
    .getByRole("group", { name: "Permissions on the organization's projects" })
    .getByLabel("Upload versions", { exact: true })
    .check();
  await invite.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByTestId("organization-notice")).toHaveText("Members updated.");
  await expect(page.getByTestId("organization-member").filter({ hasText: "demo-moderator" })).toContainText(
    "(invited)",
  );

  // The invitee accepts; holding EDIT_MEMBER but not EDIT_MEMBER_DEFAULT_PERMISSIONS, the project permissions
  // are shown locked with the reason.
  const moderator = await browser.newContext({ storageState: storageStateFor("moderator") });
  const modPage = await moderator.newPage();
  await modPage.goto(`/organization/${orgSlug}/settings/members`);
  await modPage.getByTestId("organization-invitation").getByRole("button", { name: "Accept" }).click();
  const ownRow = modPage.getByTestId("organization-member").filter({ hasText: "demo-moderator" });
  // The flags show on an invitation too: wait for the accepted row (Edit is offered to accepted members only).
  await expect(ownRow).not.toContainText("(invited)");
  await expect(ownRow.getByTestId("organization-member-flags")).toContainText("Upload versions");
  await ownRow.getByText("Edit", { exact: true }).click();
  const locked = ownRow.getByRole("group", { name: "Permissions on the organization's projects" });
  await expect(locked.getByRole("checkbox", { name: "Upload versions" })).toBeDisabled();
  await expect(locked.getByRole("checkbox", { name: "Upload versions" })).toBeChecked();
  await expect(locked).toContainText("Changing these needs the permission to edit members' default permissions.");
  await expect(modPage.getByRole("button", { name: "Make owner" })).toHaveCount(0);

  // Projects: add one of the creator's own, then take it out handing it to the moderator.
  await page.goto(`/organization/${orgSlug}/settings/projects`);
  const add = page.getByRole("form", { name: "Add a project" });
  await add.getByLabel("Your project").selectOption({ label: "Settings mod" });
  await add.getByRole("button", { name: "Add to organization" }).click();
  await expect(page.getByText("Projects updated.")).toBeVisible();
  await expect(page.getByTestId("organization-settings-projects")).toContainText("Settings mod");
  const remove = page.getByRole("form", { name: "Remove Settings mod from the organization" });
  await remove.getByLabel("Its owner afterwards").selectOption({ label: "demo-moderator" });
  await remove.getByRole("button", { name: "Remove from organization" }).click();
  await expect(page.getByText("Projects updated.")).toBeVisible();
  await expect(page.getByText("No projects yet.")).toBeVisible();
  // The project (a draft, so its team is read on its settings, not anonymously over the API) is the moderator's.
  await modPage.goto(`/mod/${projectSlug}/settings/members`);
  await expect(modPage.getByRole("listitem").filter({ hasText: "demo-moderator" }).first()).toContainText("(owner)");

  // Ownership: Make owner asks first, then the moderator owns the organization.
  await page.goto(`/organization/${orgSlug}/settings/members`);
  const modRow = page.getByTestId("organization-member").filter({ hasText: "demo-moderator" });
  await modRow.getByRole("button", { name: "Make owner" }).click();
  await expect(modRow).toContainText("Make demo-moderator the owner? You stay a member with every permission.");
  await modRow.getByRole("button", { name: "Yes, make owner" }).click();
  await expect(modRow).toContainText("(owner)");
  await expect(page.getByRole("button", { name: "Make owner" })).toHaveCount(0);
  await modPage.reload();
  await expect(modPage.getByRole("button", { name: "Make owner" })).toHaveCount(1);

  await moderator.close();
  await creator.close();
});
