import type { AnnouncementAdminView } from "@lotus/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { Badge, Card, EmptyState, ErrorState, Spinner, TableWrap } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { formatDateTime } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast-store";
import { announcementsQuery, updateAnnouncement, withdrawAnnouncement } from "../api/content-api";
import { type AnnouncementState, announcementState, bySortOrder, titleFor } from "./content-helpers";

const STATE_TONE: Record<AnnouncementState, "neutral" | "info" | "success" | "warning"> = {
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

  return (
    <Card
      title={t("announcements.title")}
      className="card--flush"
      actions={
        <Button variant="primary" icon="plus" onClick={() => navigate("/content/announcements/new")}>
          {t("announcements.new")}
        </Button>
      }
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t("announcements.empty")} />
      ) : (
        <TableWrap label={t("announcements.title")}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("fields.title")}</th>
                <th scope="col">{t("fields.type")}</th>
                <th scope="col">{t("fields.group")}</th>
                <th scope="col">{t("fields.startsAt")}</th>
                <th scope="col">{t("fields.endsAt")}</th>
                <th scope="col" className="num">
                  {t("fields.sortOrder")}
                </th>
                <th scope="col">{t("announcements.state")}</th>
                <th scope="col" className="actions">
                  <span className="visually-hidden">{t("announcements.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bySortOrder(query.data, (a, b) => b.startsAt - a.startsAt).map((item) => {
                const state = announcementState(item, now);
                const title = titleFor(item.title, language) || t("announcements.untitled");
                return (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/content/announcements/${item.id}`}>{title}</Link>
                    </td>
                    <td>
                      <abbr title={t(`types.${item.type}`)}>{item.type}</abbr>
                    </td>
                    <td>{t(`groups.${item.group}`)}</td>
                    <td className="nowrap">{formatDateTime(item.startsAt)}</td>
                    <td className="nowrap">
                      {item.endsAt ? (
                        formatDateTime(item.endsAt)
                      ) : (
                        <span className="muted">{t("announcements.noEnd")}</span>
                      )}
                    </td>
                    <td className="num">{item.sortOrder}</td>
                    <td>
                      <Badge tone={STATE_TONE[state]}>{t(`states.${state}`)}</Badge>
                    </td>
                    <td className="actions">
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      {withdrawing && (
        <ConfirmDialog
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
