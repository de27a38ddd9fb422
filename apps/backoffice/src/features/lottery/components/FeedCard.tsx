import "./lottery.css";
import { LOTTERY_REGIONS } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { RowActions } from "@lotus/ui/data/RowActions";
import { DateTime } from "@lotus/ui/format/DateTime";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge, StatusBadge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { type FeedView, feedsChanged, feedsQuery, fetchFeedNow } from "../api/feed-api";
import { FeedDialog } from "./FeedDialog";
import { FEED_HEALTH_TONES, feedHealth } from "./feed-helpers";
import { drawPath } from "./parts";

/**
 * Each region's results feed on the calendar page: on/off and confirmation, the address, the last
 * fetch (when, and why it failed), the next try after a failure, and the draws where the feed
 * disagrees with an operator's pending result. `lottery.manage` edits, `lottery.results` fetches now.
 */
export function FeedCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const queryClient = useQueryClient();
  const query = useQuery(feedsQuery(brandId));
  const [editing, setEditing] = useState<FeedView>();
  const regionName = (region: string) => t(`formats.${region}` as "formats.north", region);
  const fetchNow = useMutation({
    mutationFn: (feed: FeedView) => fetchFeedNow(brandId, feed.region),
    onSuccess: async ({ feed, outcome }) => {
      const region = regionName(feed.region);
      toast(
        outcome.error
          ? t("feed.fetchFailed", { region, error: t(`feed.errors.${outcome.error}`) })
          : t("feed.fetched", { region, ...outcome }),
      );
      await feedsChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed")),
  });

  const columns: DataColumn<FeedView>[] = [
    {
      id: "region",
      header: t("calendar.region"),
      primary: true,
      rowHeader: true,
      cell: (row) => regionName(row.region),
    },
    {
      id: "state",
      header: t("feed.fields.state"),
      cell: (row) => (
        <>
          <StatusBadge
            status={feedHealth(row)}
            tones={FEED_HEALTH_TONES}
            label={t(`feed.health.${feedHealth(row)}`)}
          />
          <div className="muted small">{t(row.autoConfirm ? "feed.autoShort" : "feed.manualShort")}</div>
        </>
      ),
    },
    {
      id: "url",
      header: t("feed.fields.url"),
      cell: (row) =>
        row.url ? (
          <>
            <span className="mono small feed-url">{row.url}</span>
            {row.authHeader && (
              <div className="muted small">
                {t(row.secretSet ? "feed.headerSet" : "feed.headerEmpty", { header: row.authHeader })}
              </div>
            )}
          </>
        ) : (
          <span className="muted">{t("feed.noUrl")}</span>
        ),
    },
    {
      id: "lastFetch",
      header: t("feed.fields.lastFetch"),
      cell: (row) => <LastFetch feed={row} timeZone={timeZone} />,
    },
    {
      id: "mismatches",
      header: t("feed.fields.mismatches"),
      cell: (row) =>
        row.mismatches.length === 0 ? (
          <span className="muted">{t("feed.noMismatch")}</span>
        ) : (
          <ul className="feed-mismatches">
            {row.mismatches.map((entry) => (
              <li key={entry.drawId}>
                <Badge tone="warning">{t("feed.mismatch")}</Badge>{" "}
                <Link to={drawPath(entry.drawId)}>
                  {entry.station.name} · {entry.period}
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
  ];
  const actions = [
    {
      id: "edit",
      label: t("common:actions.edit"),
      icon: <Icon name="edit" />,
      name: (row: FeedView) => t("feed.editTitle", { region: regionName(row.region) }),
      when: () => can("lottery.manage"),
    },
    {
      id: "fetch",
      label: t("feed.fetchNow"),
      icon: <Icon name="refresh" />,
      name: (row: FeedView) => t("feed.fetchNowOf", { region: regionName(row.region) }),
      when: (row: FeedView) => can("lottery.results") && row.enabled,
      blocked: () => (fetchNow.isPending ? t("feed.fetching") : undefined),
    },
  ];

  return (
    <Card title={t("feed.title")} className="card--flush">
      <QueryView query={query} isEmpty={() => false}>
        {({ list }) => (
          <DataTable
            label={t("feed.title")}
            caption={t("feed.caption")}
            columns={columns}
            rows={LOTTERY_REGIONS.flatMap((code) => list.filter((feed) => feed.region === code))}
            rowKey={(row) => row.region}
            rowActions={(row) => (
              <RowActions
                row={row}
                actions={actions}
                onAction={(action, chosen) =>
                  action.id === "edit" ? setEditing(chosen) : fetchNow.mutate(chosen)
                }
              />
            )}
          />
        )}
      </QueryView>
      {editing && <FeedDialog feed={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

/** When the feed was last asked, and how it went: read, or the failure with its detail and next try. */
function LastFetch({ feed, timeZone }: { feed: FeedView; timeZone: string }) {
  const { t } = useTranslation("lottery");
  const { status } = feed;
  if (status.lastAttemptAt === null) return <span className="muted">{t("feed.neverFetched")}</span>;
  return (
    <>
      <span className="nowrap">
        <DateTime at={status.lastAttemptAt} timeZone={timeZone} />
      </span>
      {status.lastError ? (
        <div className="small">
          <Badge tone="danger">{t(`feed.errors.${status.lastError}`)}</Badge>
          {status.lastErrorDetail && <span className="muted"> {status.lastErrorDetail}</span>}
          {status.nextAttemptAt !== null && (
            <div className="muted">
              {t("feed.retry", { count: status.failures })}{" "}
              <DateTime at={status.nextAttemptAt} timeZone={timeZone} />
            </div>
          )}
        </div>
      ) : (
        status.lastSuccessAt !== null && <div className="muted small">{t("feed.read")}</div>
      )}
    </>
  );
}
