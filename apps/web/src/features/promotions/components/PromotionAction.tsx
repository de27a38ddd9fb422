import { APPLICATION_REMARK_MAX } from "@lotus/contracts";
import { formatAmount } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorText } from "../../../lib/error-text";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { useSession } from "../../../lib/session";
import {
  checkInPromotion,
  claimPromotion,
  joinPromotion,
  type PromotionDetail,
  type PromotionState,
  promotionActed,
  promotionStateQuery,
} from "../api/promotions-api";
import { LABEL_TONES } from "../model/promotions";
import { ApplyDialog, ZaloDialog } from "./PromotionDialogs";

/** The member's SPEC §4 label for the promotion and the one action it offers now. */
export function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation("promotions");
  const token = useSession((state) => state.token);
  const open = useModals((state) => state.open);
  if (!token) {
    return (
      <section className="promo-action" aria-label={t("action.label")}>
        <Badge tone={promotion.live ? "info" : "neutral"}>
          {promotion.live ? t("labels.join") : t("labels.coming_soon")}
        </Badge>
        <Button onClick={() => open("login")}>{t("action.login")}</Button>
      </section>
    );
  }
  return <MemberAction promotion={promotion} />;
}

function MemberAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation("promotions");
  const { currency } = useWhitelabel();
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const state = useQuery(promotionStateQuery(promotion.id));
  const [dialog, setDialog] = useState<"apply" | "zalo">();
  const act = useMutation({
    mutationFn: (action: "join" | "claim" | "checkin") =>
      action === "join"
        ? joinPromotion(promotion.id)
        : action === "claim"
          ? claimPromotion(promotion.id)
          : checkInPromotion(promotion.id),
    onSuccess: async (next, action) => {
      showToast(t(`done.${action}`), "success");
      await promotionActed(queryClient, next);
    },
    onError: (error) => showToast(errorText(error), "error"),
  });
  const value: PromotionState | undefined = state.data;
  if (!value) return <section className="promo-action promo-action--loading" aria-busy="true" />;
  const button = (() => {
    switch (value.action) {
      case "join":
      case "claim":
      case "checkin":
        return (
          <Button
            busy={act.isPending}
            onClick={() => act.mutate(value.action as "join" | "claim" | "checkin")}
          >
            {t(`action.${value.action}`)}
          </Button>
        );
      case "apply":
        return <Button onClick={() => setDialog("apply")}>{t("action.apply")}</Button>;
      case "bind_zalo":
        return <Button onClick={() => setDialog("zalo")}>{t("action.bind_zalo")}</Button>;
      case "raffle":
        return (
          <Link
            className="btn btn--primary"
            to={`/raffle?event=${encodeURIComponent(promotion.raffleEventId ?? "")}`}
          >
            {t("action.raffle")}
          </Link>
        );
      default:
        return null;
    }
  })();
  return (
    <section className="promo-action" aria-label={t("action.label")} aria-live="polite">
      <Badge tone={LABEL_TONES[value.label] ?? "neutral"}>{t(`labels.${value.label}`)}</Badge>
      {button}
      <div className="promo-action__notes muted small">
        {value.blocked && <p>{t(`blocked.${value.blocked}`)}</p>}
        {value.reason && <p>{t("action.reason", { reason: value.reason })}</p>}
        {promotion.type === "checkin" && <p>{t("action.streak", { count: value.streak })}</p>}
        {value.paid > 0 && <p>{t("action.paid", { amount: formatAmount(value.paid, currency.symbol) })}</p>}
      </div>
      {dialog === "apply" && (
        <ApplyDialog
          promotionId={promotion.id}
          onClose={() => setDialog(undefined)}
          max={APPLICATION_REMARK_MAX}
        />
      )}
      {dialog === "zalo" && <ZaloDialog promotionId={promotion.id} onClose={() => setDialog(undefined)} />}
    </section>
  );
}
