"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button, buttonClassName } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useMutation } from "@hopper/ui/trpc/client";

import { errorMessages } from "../messages/errors";
import { projectMessages } from "../messages/project";
import { useCatalogTrpc } from "../trpc";

/**
 * Follow / Unfollow through catalog.projects.follow. The page is refreshed afterwards so that the header's
 * follower count agrees with the server. Anonymous visitors get a link to sign in instead.
 */
export function FollowButton({
  projectId,
  following: initial,
  signInHref,
}: {
  projectId: string;
  following: boolean;
  /** Set for anonymous visitors. */
  signInHref?: string;
}) {
  const trpc = useCatalogTrpc();
  const router = useRouter();
  const t = useT(projectMessages);
  const locale = useLocale();
  const [following, setFollowing] = useState(initial);
  const follow = useMutation(
    trpc.catalog.projects.follow.mutationOptions({
      onSuccess: (result) => {
        setFollowing(result.following);
        router.refresh();
      },
    }),
  );
  if (signInHref) {
    return (
      <a
        className={buttonClassName({ variant: "secondary", size: "sm", className: "font-semibold" })}
        href={signInHref}
      >
        {t("follow")}
      </a>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        className="font-semibold"
        disabled={follow.isPending}
        aria-pressed={following}
        onClick={() => follow.mutate({ projectId, follow: !following })}
      >
        {following ? t("unfollow") : t("follow")}
      </Button>
      {follow.error ? (
        <FormNotice tone="error">
          {localizeFormErrors(formErrorsOf(follow.error), [errorMessages], locale).message}
        </FormNotice>
      ) : null}
    </div>
  );
}
