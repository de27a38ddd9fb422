import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { currentLanguage } from "../../../lib/i18n";
import { type Gift, giftsQuery, pointBalanceQuery } from "../api/mall-api";
import { usePointMall } from "../model/mall-store";
import { RedeemDialog } from "./RedeemDialog";

/** Why a gift cannot be exchanged now, or undefined when it can. */
function blockOf(gift: Gift, balance: number | undefined): "soldOut" | "limit" | "points" | undefined {
  if (gift.stock === 0) return "soldOut";
  if (gift.remaining === 0) return "limit";
  if (balance !== undefined && balance < gift.points) return "points";
  return undefined;
}

/** The mall's gifts as cards; choosing one opens its exchange form. */
export function GiftsTab() {
  const { t } = useTranslation(["mall", "common"]);
  const gifts = useQuery(giftsQuery(currentLanguage()));
  const balance = useQuery(pointBalanceQuery());
  const giftId = usePointMall((state) => state.giftId);
  const openGift = usePointMall((state) => state.openGift);
  const chosen = gifts.data?.list.find((gift) => gift.id === giftId);
  return (
    <QueryView
      query={gifts}
      isEmpty={(data) => data.list.length === 0}
      empty={
        <EmptyState
          icon={<Icon name="gift" size={32} />}
          title={t("gifts.empty")}
          description={t("gifts.emptyText")}
        />
      }
    >
      {(data) => (
        <>
          <ul className="point-mall__gifts">
            {data.list.map((gift) => {
              const block = blockOf(gift, balance.data?.balance);
              return (
                <li key={gift.id} className="gift-card">
                  <div className="gift-card__image">
                    {gift.imageUrl ? (
                      <img src={gift.imageUrl} alt="" loading="lazy" />
                    ) : (
                      <Icon name="gift" size={40} />
                    )}
                  </div>
                  <h3 className="gift-card__name">{gift.name}</h3>
                  {gift.description && <p className="gift-card__text">{gift.description}</p>}
                  <p className="gift-card__points">
                    {t("gifts.points", { points: gift.points.toLocaleString() })}
                  </p>
                  <p className="gift-card__meta">
                    {t(`kinds.${gift.kind}`)}
                    {gift.stock !== null && ` · ${t("gifts.stock", { count: gift.stock })}`}
                    {gift.minVipLevel !== null && ` · ${t("gifts.vip", { level: gift.minVipLevel })}`}
                  </p>
                  <Button
                    variant="primary"
                    disabled={block !== undefined}
                    onClick={() => openGift(gift.id)}
                    aria-label={t("gifts.exchangeOf", { name: gift.name })}
                  >
                    {block ? t(`gifts.blocked.${block}`) : t("gifts.exchange")}
                  </Button>
                </li>
              );
            })}
          </ul>
          {chosen && <RedeemDialog gift={chosen} />}
        </>
      )}
    </QueryView>
  );
}
