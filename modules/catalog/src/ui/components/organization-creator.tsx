/** The organization line of a project's "Creators" box: icon, name and a link to its page. */
export function OrganizationCreator({
  organization,
}: {
  organization: { slug: string; name: string; iconUrl: string | null };
}) {
  return (
    <a
      href={`/organization/${organization.slug}`}
      className="mb-2 flex items-center gap-2 text-sm"
      data-testid="project-organization"
    >
      {organization.iconUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- icons are served from our own /cdn
        <img src={organization.iconUrl} alt="" width={24} height={24} className="rounded" />
      ) : (
        <span aria-hidden className="grid size-6 place-items-center rounded bg-input text-xs font-bold">
          {organization.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="font-semibold underline">{organization.name}</span>
      <span className="text-xs text-secondary">Organization</span>
    </a>
  );
}
