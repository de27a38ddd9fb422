import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyPage } from "../../../components/ui/EmptyPage";
import { Icon } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import { RichText } from "../../../components/ui/RichText";
import { ApiError } from "../../../lib/api-client";
import { fromLng } from "../../../lib/language";
import { useWhitelabel } from "../../../lib/queries";
import { type PromotionCard, promotionDetailQuery, promotionListQuery } from "../api/promotions-api";
import { isPromotionTab, PROMOTION_TABS, type PromotionTab } from "../model/promotions";
import { PromotionAction } from "./PromotionAction";
import "./promotions.css";

/** When a promotion runs, in the brand's zone: "from … until …" or "from …". */
function useRunsText() {
  const { t } = useTranslation("promotions");
  const { timeZone } = useWhitelabel();
  return (promotion: { startsAt: number; endsAt: number | null }) =>
    promotion.endsAt
      ? t("card.runs", {
          from: formatDateTime(promotion.startsAt, timeZone),
          to: formatDateTime(promotion.endsAt, timeZone),
        })
      : t("card.from", { from: formatDateTime(promotion.startsAt, timeZone) });
}

function Card({ promotion }: { promotion: PromotionCard }) {
  const { t } = useTranslation("promotions");
  const runs = useRunsText();
  return (
    <li>
      <Link className="promo-tile" to={`/promoDetail?id=${promotion.id}`} data-testid="promotion-card">
        <span className="promo-tile__art" aria-hidden="true">
          {promotion.bannerUrl ? (
            <LazyImage className="promo-tile__image" src={promotion.bannerUrl} alt="" />
          ) : (
            <Icon name="gift" size={40} />
          )}
        </span>
        <span className="promo-tile__body">
          <span className="promo-tile__head">
            <span className="promo-tile__title">{promotion.title}</span>
            <Badge tone={promotion.live ? "success" : "neutral"}>
              {promotion.live ? t("card.live") : t("labels.coming_soon")}
            </Badge>
          </span>
          {promotion.summary && <span className="promo-tile__summary">{promotion.summary}</span>}
          <span className="promo-tile__dates muted small">{runs(promotion)}</span>
        </span>
      </Link>
    </li>
  );
}

/** /promotions (SPEC §2): live and coming promotions with their banners, by category in tabs. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation("promotions");
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab");
  const tab: PromotionTab = isPromotionTab(wanted) ? wanted : "all";
  const list = useQuery(promotionListQuery(fromLng(i18n.language), tab === "all" ? undefined : tab));
  return (
    <main className="page promotions-page" id="main">
      <h1 className="page__title">{t("list.title")}</h1>
      <Tabs
        label={t("list.tabs")}
        tabs={PROMOTION_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        active={tab}
        onChange={(next) => setParams(next === "all" ? {} : { tab: next }, { replace: true })}
      >
        <QueryView
          query={list}
          isEmpty={(data) => data.list.length === 0}
          empty={
            <EmptyState
              heading
              icon={<Icon name="gift" size={32} />}
              title={t("list.empty")}
              description={t("list.emptyText")}
            />
          }
        >
          {(data) => (
            <ul className="promo-tiles">
              {data.list.map((promotion) => (
                <Card key={promotion.id} promotion={promotion} />
              ))}
            </ul>
          )}
        </QueryView>
      </Tabs>
    </main>
  );
}

/** /promoDetail?id= (SPEC §2): the promotion's rules, the member's state label and its action. */
export function PromoDetailPage() {
  const { t, i18n } = useTranslation("promotions");
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const detail = useQuery({ ...promotionDetailQuery(id, fromLng(i18n.language)), enabled: valid });
  const runs = useRunsText();
  const missing = (
    <EmptyPage
      title={t("detail.title")}
      icon="gift"
      empty={t("detail.empty")}
      text={t("detail.emptyText")}
      back={{ to: "/promotions", label: t("detail.back") }}
    />
  );
  if (!valid) return missing;
  if (detail.error instanceof ApiError && detail.error.code === "promotion.not_found") return missing;
  return (
    <QueryView query={detail}>
      {(promotion) => (
        <main className="page promo-detail" id="main">
          <Link className="promo-detail__back" to="/promotions">
            <Icon name="chevronLeft" size={16} />
            {t("detail.back")}
          </Link>
          {promotion.bannerUrl && (
            <LazyImage className="promo-detail__banner" src={promotion.bannerUrl} alt="" eager />
          )}
          <header className="promo-detail__head">
            <h1 className="page__title">{promotion.title}</h1>
            <p className="muted">{runs(promotion)}</p>
            {promotion.summary && <p className="promo-detail__summary">{promotion.summary}</p>}
          </header>
          <PromotionAction promotion={promotion} />
          <RichText className="promo-detail__body" html={promotion.body} />
        </main>
      )}
    </QueryView>
  );
}
