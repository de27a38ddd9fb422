import "./mall.css";
import type { GiftAdminView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { RowActions } from "@lotus/ui/data/RowActions";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { currentLanguage } from "../../../lib/i18n";
import { useMoney } from "../../finance/components/money";
import { giftsQuery, imageSource } from "../api/mall-api";
import { GiftDialog } from "./GiftDialog";

/** The points mall's gifts: price, stock, limits and how many were exchanged. */
export default function GiftsPage() {
  const { t } = useTranslation(["mall", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const query = useQuery(giftsQuery(brandId));
  const [editing, setEditing] = useState<GiftAdminView | "new">();
  const language = currentLanguage();
  const unlimited = t("gifts.unlimited");
  const columns: DataColumn<GiftAdminView>[] = [
    {
      id: "image",
      header: t("gifts.image"),
      cell: (gift) =>
        gift.imageUrl ? (
          <img className="mall-thumb" src={imageSource(gift.imageUrl, brandId)} alt="" />
        ) : null,
    },
    {
      id: "name",
      header: t("gifts.name"),
      primary: true,
      rowHeader: true,
      cell: (gift) => (
        <>
          {gift.name[language] || gift.name.EN}
          <div className="muted small">{t(`kinds.${gift.kind}`)}</div>
        </>
      ),
    },
    { id: "points", header: t("gifts.points"), numeric: true, cell: (gift) => gift.points.toLocaleString() },
    {
      id: "amount",
      header: t("gifts.value"),
      numeric: true,
      className: "nowrap",
      cell: (gift) => money(gift.amount),
    },
    { id: "stock", header: t("gifts.stock"), numeric: true, cell: (gift) => gift.stock ?? unlimited },
    {
      id: "limits",
      header: t("gifts.limits"),
      cell: (gift) =>
        [
          gift.memberLimit !== null && t("gifts.perMember", { count: gift.memberLimit }),
          gift.dailyLimit !== null && t("gifts.perDay", { count: gift.dailyLimit }),
          gift.minVipLevel !== null && t("gifts.vipFrom", { level: gift.minVipLevel }),
        ]
          .filter(Boolean)
          .join(" · ") || t("gifts.noLimits"),
    },
    {
      id: "exchanged",
      header: t("gifts.exchanged"),
      numeric: true,
      cell: (gift) => (
        <>
          {gift.exchanged}
          {gift.processing > 0 && (
            <div className="muted small">{t("gifts.processing", { count: gift.processing })}</div>
          )}
        </>
      ),
    },
    {
      id: "active",
      header: t("gifts.status"),
      cell: (gift) =>
        gift.active ? (
          <Badge tone="success">{t("gifts.on")}</Badge>
        ) : (
          <Badge tone="muted">{t("gifts.off")}</Badge>
        ),
    },
  ];
  const edit = {
    id: "edit",
    label: t("common:actions.edit"),
    icon: <Icon name="edit" />,
    name: (gift: GiftAdminView) => gift.name.EN ?? "",
    when: () => can("mall.manage"),
  };
  return (
    <>
      <PageHeader
        title={t("gifts.title")}
        description={t("gifts.intro")}
        actions={
          can("mall.manage") && (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setEditing("new")}>
              {t("gifts.add")}
            </Button>
          )
        }
      />
      <Card className="card--flush">
        <QueryView
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t("gifts.empty")} description={t("gifts.emptyText")} />}
        >
          {(data) => (
            <DataTable
              label={t("gifts.title")}
              columns={columns}
              rows={data.list}
              rowKey={(gift) => gift.id}
              rowActions={(gift) => (
                <RowActions row={gift} actions={[edit]} onAction={(_, row) => setEditing(row)} />
              )}
            />
          )}
        </QueryView>
      </Card>
      {editing && (
        <GiftDialog gift={editing === "new" ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
