import { adminLiveRoundVoidCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { Modal } from "@lotus/ui/primitives/Modal";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { ApiError } from "../../../lib/api-client";
import { useBrandId } from "../../../lib/console-context";
import { type BodyOf, contractResolver, defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { useMoney } from "../../finance/components/money";
import { useBrandTime } from "../../games/components/parts";
import { type LiveBetRow, type LiveRoundRow, liveChanged, roundBetsQuery, voidRound } from "../api/live-api";
import { useSpotLabel } from "./parts";
import { ResultView } from "./ResultView";

const BETS_PAGE_SIZE = 50;

/** Every bet of one round by member and spot, page by page, under the round's result. */
export function RoundBetsModal({ round, onClose }: { round: LiveRoundRow; onClose: () => void }) {
  const { t } = useTranslation("live");
  const brandId = useBrandId();
  const money = useMoney();
  const time = useBrandTime();
  const spotLabel = useSpotLabel();
  const [page, setPage] = useState(1);
  const query = useQuery(roundBetsQuery(brandId, round.id, { page, pageSize: BETS_PAGE_SIZE }));
  const columns: DataColumn<LiveBetRow>[] = [
    { id: "account", header: t("bets.fields.account"), primary: true, cell: (bet) => bet.account },
    { id: "spot", header: t("bets.fields.spot"), cell: (bet) => spotLabel(bet.spot) },
    {
      id: "amount",
      header: t("bets.fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (bet) => money(bet.amount),
    },
    {
      id: "win",
      header: t("bets.fields.win"),
      numeric: true,
      className: "nowrap",
      cell: (bet) => money(bet.win),
    },
    {
      id: "placedAt",
      header: t("bets.fields.placedAt"),
      className: "nowrap",
      cell: (bet) => time.format(bet.placedAt),
    },
  ];
  return (
    <Modal title={t("bets.title", { number: round.number })} onClose={onClose} size="large">
      <div className="stack">
        <ResultView result={round.result} />
        <PagedTable
          query={query}
          empty={t("bets.empty")}
          onPage={setPage}
          label={t("bets.tableLabel", { number: round.number })}
          columns={columns}
          rowKey={(bet) => `${bet.memberId}:${bet.spot}:${bet.placedAt}`}
        />
      </div>
    </Modal>
  );
}

type VoidBody = BodyOf<typeof adminLiveRoundVoidCall>;

/**
 * Voids a round that is not settled yet: every bet on it is refunded. It cannot be taken back, so
 * it asks for a reason (the audit log carries it); a refusal (the round was settled meanwhile) is
 * shown in the dialog and the lists are read again.
 */
export function VoidRoundDialog({
  round,
  tableName,
  onClose,
}: {
  round: LiveRoundRow;
  tableName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(["live", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const form = useForm<{ reason: string }, unknown, VoidBody>({
    defaultValues: { reason: "" },
    resolver: contractResolver(defined(adminLiveRoundVoidCall.body), translate, {
      checkAlways: (values) => ({
        reason: values.reason.trim() === "" ? t("common:validation.required") : undefined,
      }),
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: VoidBody) => voidRound(brandId, round.id, body.reason),
    onSuccess: async (voided) => {
      toast(t("void.done", { number: voided.number }));
      onClose();
      await liveChanged(queryClient, brandId);
    },
    onError: async (error) => {
      reportFailure(error, t("failed"), form.setError);
      if (error instanceof ApiError && error.fromServer && error.message)
        form.setError("root.server", { type: "server", message: error.message });
      // The round may have moved on (settled): show where it stands now.
      await liveChanged(queryClient, brandId);
    },
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t("void.title", { number: round.number, name: tableName })}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={t("void.submit")}
      submitVariant="danger"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t("void.explain")}</p>
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}
