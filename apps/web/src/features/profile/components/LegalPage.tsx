import { LEGAL_KINDS, LEGAL_PATHS, type LegalKind } from "@lotus/contracts";
import { EmptyState, LoadingCover } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConnectivityError } from "../../../components/ui/ConnectivityError";
import { Icon } from "../../../components/ui/Icon";
import { RichText } from "../../../components/ui/RichText";
import { ApiError } from "../../../lib/api-client";
import { fromLng } from "../../../lib/language";
import { useWhitelabel } from "../../../lib/queries";
import { legalPageQuery } from "../api/profile-api";
import "./profile.css";

/**
 * The user agreement or the privacy policy (SPEC §2), as the brand's operators wrote it, in the
 * visitor's language; the other page is one link away.
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t, i18n } = useTranslation(["profile", "common"]);
  const { timeZone } = useWhitelabel();
  const page = useQuery(legalPageQuery(kind, fromLng(i18n.language)));
  const missing = page.error instanceof ApiError && page.error.status === 404;
  const other = LEGAL_KINDS.find((entry) => entry !== kind) ?? kind;
  return (
    <main className="page legal-page" id="main">
      <h1 className="page__title">{page.data?.title ?? t(`profile:legal.${kind}`)}</h1>
      {page.isError && !missing ? (
        <ConnectivityError reason="error" onRetry={() => void page.refetch()} />
      ) : (
        <LoadingCover label={t("common:status.loading")} loading={page.isPending}>
          {missing ? (
            <EmptyState
              heading
              icon={<Icon name="list" size={32} />}
              title={t("profile:legal.missing")}
              description={t("profile:legal.missingText")}
            />
          ) : page.data ? (
            <article className="legal-page__article card">
              <p className="legal-page__updated">
                {t("profile:legal.updated", { time: formatDateTime(page.data.updatedAt, timeZone) })}
              </p>
              <RichText html={page.data.content} />
            </article>
          ) : null}
        </LoadingCover>
      )}
      <p className="legal-page__other">
        <Link to={LEGAL_PATHS[other]}>{t(`profile:legal.${other}`)}</Link>
      </p>
    </main>
  );
}
