import { formatCount } from "@lotus/ui/format/format";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { ApiError } from "../../../lib/api-client";
import { useBrandId } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { useMoney } from "../../finance/components/money";
import { approveReward, type RewardGrant, rejectReward, rewardsChanged } from "../api/rewards-api";
import { type RejectBody, type RejectValues, rejectResolver } from "./rewards-helpers";

/** The server's translated refusal, else the screen's generic failure. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;

/** What is being decided: member, reward, what it pays and the turnover it carries. */
export function GrantSummary({ grant }: { grant: RewardGrant }) {
  const { t } = useTranslation("rewards");
  const money = useMoney();
  const rows: [string, string][] = [
    [t("fields.account"), grant.account],
    [t("fields.title"), grant.title],
    [t("fields.source"), t(`sources.${grant.source}`)],
  ];
  if (grant.cash > 0) rows.push([t("fields.cash"), money(grant.cash)]);
  if (grant.points > 0) rows.push([t("fields.points"), formatCount(grant.points)]);
  if (grant.raffleTickets > 0) rows.push([t("fields.tickets"), formatCount(grant.raffleTickets)]);
  rows.push([
    t("fields.turnover"),
    grant.turnoverRequired > 0 ? money(grant.turnoverRequired) : t("list.noTurnover"),
  ]);
  return (
    <dl className="kv">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Approves a reward waiting above the threshold: the server pays it at once. */
export function ApproveRewardDialog({ grant, onClose }: { grant: RewardGrant; onClose: () => void }) {
  const { t } = useTranslation("rewards");
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: () => approveReward(brandId, grant.id),
    onSuccess: async () => {
      toast(t("approve.done", { account: grant.account }));
      onClose();
      await rewardsChanged(queryClient, brandId);
    },
    onError: async (error) => {
      reportFailure(error, t("failed"));
      setProblem(refusal(error, t("failed")));
      // Another operator may have decided meanwhile: show where the reward stands now.
      await rewardsChanged(queryClient, brandId);
    },
  });
  return (
    <ConfirmDialog
      title={t("approve.title", { account: grant.account })}
      confirmLabel={t("approve.submit")}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      <p>{t("approve.explain")}</p>
      <GrantSummary grant={grant} />
      <FormAlert>{problem}</FormAlert>
    </ConfirmDialog>
  );
}

/** Rejects a reward waiting for approval or for the member's claim; the reason goes to the audit log. */
export function RejectRewardDialog({ grant, onClose }: { grant: RewardGrant; onClose: () => void }) {
  const { t } = useTranslation(["rewards", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const form = useForm<RejectValues, unknown, RejectBody>({
    defaultValues: { reason: "" },
    resolver: rejectResolver(translate, t("common:validation.required")),
  });
  const mutation = useMutation({
    mutationFn: (body: RejectBody) => rejectReward(brandId, grant.id, body),
    onSuccess: async () => {
      toast(t("reject.done", { account: grant.account }));
      onClose();
      await rewardsChanged(queryClient, brandId);
    },
    onError: async (error) => {
      reportFailure(error, t("failed"), form.setError);
      form.setError("root.server", { type: "server", message: refusal(error, t("failed")) });
      await rewardsChanged(queryClient, brandId);
    },
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t("reject.title", { account: grant.account })}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={t("reject.submit")}
      submitVariant="danger"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t(grant.status === "waiting" ? "reject.explainWaiting" : "reject.explain")}</p>
      <GrantSummary grant={grant} />
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}
