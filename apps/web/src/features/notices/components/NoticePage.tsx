import { Paginator } from "@lotus/ui/data/Paginator";
import { clampPage, pageCount } from "@lotus/ui/data/pagination";
import { EmptyState, LoadingCover } from "@lotus/ui/data/states";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ConnectivityError } from "../../../components/ui/ConnectivityError";
import { NOTICES_PER_PAGE } from "../../../lib/constants";
import { useWhitelabel } from "../../../lib/queries";
import { useNotices } from "../hooks/use-notices";
import { NoticeList } from "./NoticeList";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./notices.css";
import { Icon } from "../../../components/ui/Icon";

/** /noticePage: player notices, 9 per page (SPEC §2). */
export function NoticePage() {
  const { t } = useTranslation(["notices", "common"]);
  const { timeZone } = useWhitelabel();
  const [params, setParams] = useSearchParams();
  const requested = clampPage(Number(params.get("page") ?? "1"), Number.POSITIVE_INFINITY);
  const notices = useNotices("player", requested, NOTICES_PER_PAGE);
  const pages = pageCount(notices.data?.total ?? 0, NOTICES_PER_PAGE);

  const goTo = useCallback(
    (page: number) => {
      setParams(page > 1 ? { page: String(page) } : {});
    },
    [setParams],
  );

  // A page past the end (old link, notices removed) moves to the last page that exists.
  useEffect(() => {
    if (pages > 0 && requested > pages) goTo(pages);
  }, [pages, requested, goTo]);

  return (
    <main className="page" id="main">
      <h1 className="page__title">{t("notices:page.title")}</h1>
      {notices.isError && !notices.data ? (
        <ConnectivityError reason="error" onRetry={() => void notices.refetch()} />
      ) : (
        <LoadingCover label={t("common:status.loading")} loading={notices.isFetching}>
          {notices.data && notices.data.list.length === 0 ? (
            <EmptyState
              heading
              icon={<Icon name="megaphone" size={32} />}
              title={t("notices:page.empty")}
              description={t("notices:page.emptyText")}
            />
          ) : (
            <NoticeList notices={notices.data?.list ?? []} timeZone={timeZone} />
          )}
        </LoadingCover>
      )}
      {notices.data && pages > 1 && (
        <Paginator
          page={Math.min(requested, pages)}
          pageSize={NOTICES_PER_PAGE}
          total={notices.data.total}
          onPage={goTo}
        />
      )}
    </main>
  );
}
