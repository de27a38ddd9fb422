import { AGENT_ACCOUNT_TYPES } from "@lotus/contracts";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { FormAlert, SelectField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { ApiError } from "../../../lib/api-client";
import { useBrandId } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { agentsChanged, demoteAgent, moveDownline, promoteAgent } from "../api/agents-api";
import {
  type DemoteBody,
  demoteResolver,
  MOVE_UPLINE_CODES,
  type MoveBody,
  type MoveValues,
  moveResolver,
  type ReasonValues,
  type TypeBody,
  type TypeValues,
  typeResolver,
} from "./agent-forms";
import type { AgentNode } from "./agent-model";

/** Where a server refusal that names no field is shown inside the dialog (it is also toasted). */
const SERVER_ALERT = "root.server";

/**
 * A change of the tree: the server's answer closes the dialog and refreshes every agent view;
 * a refusal shows its translated message under the field it concerns, or above the buttons.
 */
function useTreeChange<TValues extends FieldValues, TBody, TResult>(
  form: UseFormReturn<TValues, unknown, TBody>,
  run: (body: TBody) => Promise<TResult>,
  texts: { done: (result: TResult) => string; failed: string; codeFields?: Record<string, string> },
  onClose: () => void,
) {
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      toast(texts.done(result));
      onClose();
      await agentsChanged(queryClient, brandId);
    },
    onError: (error) => {
      reportFailure(error, texts.failed, form.setError, { codeFields: texts.codeFields });
      const onField = error instanceof ApiError && texts.codeFields?.[error.code] !== undefined;
      if (error instanceof ApiError && error.fromServer && error.message && !onField)
        form.setError(SERVER_ALERT, { type: "server", message: error.message });
    },
  });
}

/** Promote a member to agent, or give an agent another agent type. */
export function AgentTypeDialog({ node, onClose }: { node: AgentNode; onClose: () => void }) {
  const { t } = useTranslation(["agents", "common"]);
  const brandId = useBrandId();
  const change = node.isAgent;
  const form = useForm<TypeValues, unknown, TypeBody>({
    resolver: typeResolver(useValidationText()),
    defaultValues: { accountType: "", reason: "" },
  });
  const mutation = useTreeChange(
    form,
    (body: TypeBody) => promoteAgent(brandId, node.id, body),
    {
      done: (saved) =>
        change
          ? t("promote.changed", { account: saved.account })
          : t("promote.done", { account: saved.account }),
      failed: t("promote.failed"),
    },
    onClose,
  );
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={
        change
          ? t("promote.changeTitle", { account: node.account })
          : t("promote.title", { account: node.account })
      }
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={change ? t("promote.submitChange") : t("promote.submit")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>
        {change
          ? t("promote.changeExplain", { account: node.account })
          : t("promote.explain", { account: node.account })}
      </p>
      <SelectField
        label={t("promote.type")}
        markRequired
        error={errors.accountType?.message}
        {...form.register("accountType")}
      >
        <option value="">{t("promote.choose")}</option>
        {AGENT_ACCOUNT_TYPES.filter((type) => type !== node.accountType).map((type) => (
          <option key={type} value={type}>
            {t(`types.t${type}`)}
          </option>
        ))}
      </SelectField>
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}

/** Make an agent without downlines a plain member again. */
export function DemoteDialog({ node, onClose }: { node: AgentNode; onClose: () => void }) {
  const { t } = useTranslation(["agents", "common"]);
  const brandId = useBrandId();
  const form = useForm<ReasonValues, unknown, DemoteBody>({
    resolver: demoteResolver(useValidationText()),
    defaultValues: { reason: "" },
  });
  const mutation = useTreeChange(
    form,
    (body: DemoteBody) => demoteAgent(brandId, node.id, body),
    { done: (saved) => t("demote.done", { account: saved.account }), failed: t("demote.failed") },
    onClose,
  );
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t("demote.title", { account: node.account })}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={t("demote.submit")}
      submitVariant="danger"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t("demote.explain", { account: node.account })}</p>
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}

/** Move a member with everyone below it under another agent, or to the top of the tree. */
export function MoveDialog({
  node,
  upline,
  onClose,
}: {
  node: AgentNode;
  /** The current upline's account; null at the top. */
  upline: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(["agents", "common"]);
  const brandId = useBrandId();
  const form = useForm<MoveValues, unknown, MoveBody>({
    resolver: moveResolver(useValidationText()),
    defaultValues: { uplineAccount: "", toTop: false, reason: "" },
  });
  const mutation = useTreeChange(
    form,
    (body: MoveBody) => moveDownline(brandId, node.id, body),
    {
      done: (moved) =>
        moved.to
          ? t("move.done", { account: moved.node.account, upline: moved.to.account })
          : t("move.doneTop", { account: moved.node.account }),
      failed: t("move.failed"),
      codeFields: MOVE_UPLINE_CODES,
    },
    onClose,
  );
  const errors = form.formState.errors;
  const toTop = form.watch("toTop");
  return (
    <FormDialog
      title={t("move.title", { account: node.account })}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("move.submit")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t("move.explain", { account: node.account, count: node.teamSize })}</p>
      <p className="muted small">{t("move.current", { upline: upline ?? t("noUpline") })}</p>
      {!toTop && (
        <TextField
          label={t("move.upline")}
          hint={t("move.uplineHint", { account: node.account })}
          markRequired
          maxLength={64}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          error={errors.uplineAccount?.message}
          {...form.register("uplineAccount")}
        />
      )}
      <Checkbox label={t("move.toTop")} {...form.register("toTop")} />
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}
