import "./promotions.css";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { useBrandTime } from "../../games/components/parts";
import {
  costsQuery,
  type MatchGroup,
  matchesQuery,
  type PromotionCost,
  promotionQuery,
} from "../api/promotions-api";
import { PhaseBadge, textIn, useTextLanguage } from "./parts";

/** /promotions/:promotionId/matches: participants sharing a phone, payee name, bank account or device. */
export function PromotionMatchesPage() {
  const { t } = useTranslation(["promotions", "common"]);
  const { promotionId = "" } = useParams();
  const brandId = useBrandId();
  const language = useTextLanguage();
  const time = useBrandTime();
  const promotion = useQuery(promotionQuery(brandId, promotionId));
  const matches = useQuery(matchesQuery(brandId, promotionId));
  const columns: DataColumn<MatchGroup>[] = [
    {
      id: "field",
      header: t("matches.field"),
      primary: true,
      cell: (group) => t(`matchFields.${group.field}`),
    },
    { id: "value", header: t("matches.value"), cell: (group) => <code>{group.value}</code> },
    {
      id: "members",
      header: t("matches.members"),
      cell: (group) => (
        <ul className="promo-match-members">
          {group.members.map((member) => (
            <li key={member.memberId}>
              <Link to={`/members/${member.memberId}`}>{member.account}</Link>{" "}
              <span className="muted small">
                {t(`applicationStatuses.${member.status}`)} · {time.format(member.joinedAt)}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("matches.title")}
        description={promotion.data ? textIn(promotion.data.title, language) : undefined}
        back={
          <Link to={`/promotions/${promotionId}`} className="back-link">
            <Icon name="chevronLeft" size={14} />
            {t("editor.edit")}
          </Link>
        }
      />
      <p className="muted">{t("matches.description")}</p>
      <QueryView query={matches} empty={<p className="muted">{t("matches.empty")}</p>}>
        {(rows) => (
          <DataTable
            label={t("matches.title")}
            columns={columns}
            rows={rows}
            rowKey={(group) => `${group.field}:${group.value}`}
          />
        )}
      </QueryView>
    </>
  );
}

/** Cost report per promotion: bonus paid, turnover its requirements generated, members paid. */
export function PromotionCostsPage() {
  const { t } = useTranslation(["promotions", "common"]);
  const brandId = useBrandId();
  const money = useMoney();
  const language = useTextLanguage();
  const costs = useQuery(costsQuery(brandId));
  const columns: DataColumn<PromotionCost>[] = [
    {
      id: "title",
      header: t("fields.title"),
      primary: true,
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={`/promotions/${row.id}`}>{textIn(row.title, language)}</Link>
          <div className="muted small">{t(`types.${row.type}`)}</div>
        </>
      ),
    },
    { id: "phase", header: t("fields.phase"), cell: (row) => <PhaseBadge phase={row.phase} /> },
    { id: "members", header: t("costs.members"), numeric: true, cell: (row) => row.members.toLocaleString() },
    { id: "grants", header: t("costs.grants"), numeric: true, cell: (row) => row.grants.toLocaleString() },
    {
      id: "cash",
      header: t("costs.cash"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.cash),
    },
    { id: "points", header: t("costs.points"), numeric: true, cell: (row) => row.points.toLocaleString() },
    {
      id: "turnover",
      header: t("costs.turnover"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.turnoverGenerated),
    },
  ];
  return (
    <>
      <PageHeader title={t("costs.title")} description={t("costs.description")} />
      <QueryView query={costs} empty={<p className="muted">{t("costs.empty")}</p>}>
        {(rows) => (
          <DataTable label={t("costs.title")} columns={columns} rows={rows} rowKey={(row) => row.id} />
        )}
      </QueryView>
    </>
  );
}

export default PromotionCostsPage;
