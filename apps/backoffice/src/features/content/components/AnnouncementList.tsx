import type { AnnouncementAdminView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { announcementsQuery, updateAnnouncement, withdrawAnnouncement } from "../api/content-api";
import { type AnnouncementState, announcementState, bySortOrder, titleFor } from "./content-helpers";

const STATE_TONES: StatusTones<AnnouncementState> = {
  unpublished: "neutral",
  scheduled: "info",
  live: "success",
  ended: "warning",
};

/** Every announcement of the brand, scheduled, ended and withdrawn included. */
export function AnnouncementList() {
  const { t } = useTranslation(["content", "common"]);
  const brandId = useBrandId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(announcementsQuery(brandId));
  const [withdrawing, setWithdrawing] = useState<AnnouncementAdminView>();
  const language = currentLanguage();
  const now = Date.now();

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.brand(brandId).announcements });
  const withdraw = useMutation({
    mutationFn: (item: AnnouncementAdminView) => withdrawAnnouncement(brandId, item.id),
    onSuccess: async (item) => {
      toast(t("announcements.withdrawn", { title: titleFor(item.title, language) }));
      setWithdrawing(undefined);
      await refresh();
    },
    onError: (error) => {
      setWithdrawing(undefined);
      reportFailure(error, t("announcements.failed"));
    },
  });
  const publish = useMutation({
    mutationFn: ({
      id,
      title,
      content,
      imageUrl,
      linkUrl,
      type,
      group,
      startsAt,
      endsAt,
      sortOrder,
    }: AnnouncementAdminView) =>
      updateAnnouncement(brandId, id, {
        type,
        group,
        title,
        content,
        imageUrl,
        linkUrl,
        startsAt,
        endsAt,
        sortOrder,
        published: true,
      }),
    onSuccess: async (item) => {
      toast(t("announcements.published", { title: titleFor(item.title, language) }));
      await refresh();
    },
    onError: (error) => reportFailure(error, t("announcements.failed")),
  });

  const titleOf = (item: AnnouncementAdminView) =>
    titleFor(item.title, language) || t("announcements.untitled");
  const columns: DataColumn<AnnouncementAdminView>[] = [
    {
      id: "title",
      header: t("fields.title"),
      primary: true,
      cell: (item) => <Link to={`/content/announcements/${item.id}`}>{titleOf(item)}</Link>,
    },
    {
      id: "type",
      header: t("fields.type"),
      cell: (item) => t(`types.${item.type}`),
    },
    { id: "group", header: t("fields.group"), cell: (item) => t(`groups.${item.group}`) },
    {
      id: "startsAt",
      header: t("fields.startsAt"),
      className: "nowrap",
      cell: (item) => <DateTime at={item.startsAt} />,
    },
    {
      id: "endsAt",
      header: t("fields.endsAt"),
      className: "nowrap",
      cell: (item) =>
        item.endsAt ? (
          <DateTime at={item.endsAt} />
        ) : (
          <span className="muted">{t("announcements.noEnd")}</span>
        ),
    },
    { id: "sortOrder", header: t("fields.sortOrder"), numeric: true, cell: (item) => item.sortOrder },
    {
      id: "state",
      header: t("announcements.state"),
      cell: (item) => {
        const state = announcementState(item, now);
        return <StatusBadge status={state} tones={STATE_TONES} label={t(`states.${state}`)} />;
      },
    },
  ];

  return (
    <Card
      title={t("announcements.title")}
      className="card--flush"
      actions={
        <Button
          variant="primary"
          icon={<Icon name="plus" />}
          onClick={() => navigate("/content/announcements/new")}
        >
          {t("announcements.new")}
        </Button>
      }
    >
      <QueryView query={query} empty={<EmptyState title={t("announcements.empty")} />}>
        {(items) => (
          <DataTable
            label={t("announcements.title")}
            columns={columns}
            rows={bySortOrder(items, (a, b) => b.startsAt - a.startsAt)}
            rowKey={(item) => item.id}
            rowActions={(item) => {
              const title = titleOf(item);
              return (
                <span className="row row--end">
                  <Button
                    size="small"
                    icon="edit"
                    aria-label={t("announcements.editOne", { title })}
                    onClick={() => navigate(`/content/announcements/${item.id}`)}
                  >
                    {t("common:actions.edit")}
                  </Button>
                  {item.published ? (
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={t("announcements.withdrawOne", { title })}
                      onClick={() => setWithdrawing(item)}
                    >
                      {t("announcements.withdraw")}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      aria-label={t("announcements.publishOne", { title })}
                      busy={publish.isPending && publish.variables?.id === item.id}
                      onClick={() => publish.mutate(item)}
                    >
                      {t("common:actions.publish")}
                    </Button>
                  )}
                </span>
              );
            }}
          />
        )}
      </QueryView>
      {withdrawing && (
        <ConfirmDialog
          tone="danger"
          title={t("announcements.withdrawTitle")}
          confirmLabel={t("announcements.withdraw")}
          busy={withdraw.isPending}
          onCancel={() => setWithdrawing(undefined)}
          onConfirm={() => withdraw.mutate(withdrawing)}
        >
          {t("announcements.withdrawText", { title: titleFor(withdrawing.title, language) })}
        </ConfirmDialog>
      )}
    </Card>
  );
}
