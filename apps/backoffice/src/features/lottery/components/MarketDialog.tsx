import { adminLotteryMarketUpdateCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { FormAlert, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { ApiError } from "../../../lib/api-client";
import { useBrandId, useConsole } from "../../../lib/console-context";
import { type BodyOf, contractResolver, defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { type MarketView, marketSaved, updateMarket } from "../api/lottery-api";
import {
  formatMultiple,
  formatPercent,
  houseEdge,
  type MarketFormProblem,
  type MarketFormValues,
  marketFormProblems,
  marketFormToBody,
  marketToForm,
  oddsAreFixed,
  priceIsFixed,
  rtpNeedsWatch,
} from "./lottery-helpers";
import { RtpCell } from "./parts";

type MarketBody = BodyOf<typeof adminLotteryMarketUpdateCall>;

/** Server refusals that concern one field: a payout above 100 % is the odds' doing (at the price). */
const MARKET_CODE_FIELDS: Record<string, string> = { "lottery.rtp_above_100": "odds" };

/**
 * A market's terms: on/off, price and odds (the server computes the RTP and refuses one above
 * 100 %), the most one draw may pay on one number, and the reason for the audit log. Keno markets
 * cost their stake (price fixed at 1); Keno picks pay by a table the operator does not edit.
 */
export function MarketDialog({ market, onClose }: { market: MarketView; onClose: () => void }) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const symbol = useConsole().brand?.currencySymbol ?? "";
  const name = t(`marketNames.${market.market}`);
  const problemText = (problem: MarketFormProblem) => {
    switch (problem) {
      case "required":
        return t("common:validation.required");
      case "enterNumber":
        return t("common:validation.enterNumber");
      case "positive":
        return t("markets.form.positive");
      case "threeDecimals":
        return t("markets.form.threeDecimals");
      case "twoDecimals":
        return t("markets.form.twoDecimals");
    }
  };
  const form = useForm<MarketFormValues, unknown, MarketBody>({
    defaultValues: marketToForm(market),
    resolver: contractResolver(defined(adminLotteryMarketUpdateCall.body), translate, {
      prepare: (values) => marketFormToBody(values, market),
      // Blank, malformed and negative numbers are named even while the schema refuses another field.
      checkAlways: (values) =>
        Object.fromEntries(
          Object.entries(marketFormProblems(values, market)).map(([path, problem]) => [
            path,
            problem ? problemText(problem) : undefined,
          ]),
        ),
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: MarketBody) =>
      updateMarket(brandId, { format: market.format, market: market.market }, body),
    onSuccess: async (saved) => {
      toast(
        t(rtpNeedsWatch(saved.rtp) ? "markets.savedWatch" : "markets.saved", {
          market: name,
          rtp: formatPercent(saved.rtp),
          edge: formatPercent(houseEdge(saved.rtp)),
        }),
      );
      onClose();
      await marketSaved(queryClient, brandId, saved);
    },
    onError: (error) => {
      reportFailure(error, t("failed"), form.setError, { codeFields: MARKET_CODE_FIELDS });
      const onField = error instanceof ApiError && MARKET_CODE_FIELDS[error.code] !== undefined;
      if (error instanceof ApiError && error.fromServer && error.message && !onField)
        form.setError("root.server", { type: "server", message: error.message });
    },
  });
  const errors = form.formState.errors;
  const fixedPrice = priceIsFixed(market);
  const fixedOdds = oddsAreFixed(market);
  return (
    <FormDialog
      title={t("markets.editTitle", { market: name })}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <dl className="kv">
        <dt>{t("markets.fields.format")}</dt>
        <dd>{t(`formats.${market.format}`)}</dd>
        <dt>{t("markets.fields.rule")}</dt>
        <dd>{t(`payRules.${market.payRule}`)}</dd>
        <dt>{t("markets.currentRtp")}</dt>
        <dd>
          <RtpCell rtp={market.rtp} />
        </dd>
        <dt>{t("markets.defaults")}</dt>
        <dd>
          {t("markets.defaultsWere", {
            price: formatMultiple(market.defaults.price),
            odds: formatMultiple(market.defaults.odds),
          })}
        </dd>
      </dl>
      <Checkbox toggle label={t("markets.form.enabled")} {...form.register("enabled")} />
      <div className="grid-2">
        <TextField
          label={t("markets.fields.price")}
          markRequired={!fixedPrice}
          readOnly={fixedPrice}
          inputMode="decimal"
          hint={fixedPrice ? t("markets.form.priceFixed") : t("markets.form.priceHint")}
          error={errors.price?.message}
          {...form.register("price")}
        />
        <TextField
          label={t("markets.fields.odds")}
          markRequired={!fixedOdds}
          readOnly={fixedOdds}
          inputMode="decimal"
          hint={
            fixedOdds
              ? t("markets.form.oddsFixed")
              : market.payRule === "keno"
                ? t("markets.form.oddsHintKeno")
                : t("markets.form.oddsHint")
          }
          error={errors.odds?.message}
          {...form.register("odds")}
        />
      </div>
      {fixedOdds && <PayTable market={market} />}
      <TextField
        label={t("markets.fields.numberLimit")}
        inputMode="decimal"
        addon={symbol || undefined}
        hint={
          market.payRule === "keno" && market.picks === 0
            ? t("markets.form.numberLimitHintWhole")
            : t("markets.form.numberLimitHint")
        }
        error={errors.numberLimit?.message}
        {...form.register("numberLimit")}
      />
      <p className="muted small">{t("markets.form.rtpAfterSave")}</p>
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}

/** A Keno pick market's pay table by hits (read-only). */
function PayTable({ market }: { market: MarketView }) {
  const { t } = useTranslation("lottery");
  const columns: DataColumn<{ hits: number; odds: number }>[] = [
    {
      id: "hits",
      header: t("payTable.hits"),
      numeric: true,
      primary: true,
      rowHeader: true,
      cell: (row) => row.hits,
    },
    { id: "odds", header: t("payTable.odds"), numeric: true, cell: (row) => formatMultiple(row.odds) },
  ];
  return (
    <DataTable
      label={t("payTable.of", { market: t(`marketNames.${market.market}`) })}
      caption={t("payTable.caption")}
      compact
      columns={columns}
      rows={market.payTable ?? []}
      rowKey={(row) => String(row.hits)}
    />
  );
}
