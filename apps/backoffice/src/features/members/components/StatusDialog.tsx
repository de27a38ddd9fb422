import { type MemberDetailView, memberStatusCall } from "@lotus/contracts";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import type { BodyOf } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import { memberSaved, setMemberStatus } from "../api/members-api";

type StatusBody = BodyOf<typeof memberStatusCall>;

/** Lock (which ends the member's sessions) or unlock, always with a reason. */
export function StatusDialog({
  member,
  brandId,
  onClose,
}: {
  member: MemberDetailView;
  brandId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(["members", "common"]);
  const queryClient = useQueryClient();
  const lock = member.status !== "locked";
  const status = lock ? "locked" : "active";
  const resolver = useContractResolver<{ reason: string }, StatusBody>(
    memberStatusCall.body,
    undefined,
    (values) => ({ status, reason: values.reason }),
  );
  const form = useForm<{ reason: string }, unknown, StatusBody>({ resolver, defaultValues: { reason: "" } });
  const mutation = useMutation({
    mutationFn: (body: StatusBody) => setMemberStatus(brandId, member.id, body),
    onSuccess: async (saved) => {
      await memberSaved(queryClient, brandId, saved);
      toast(
        lock
          ? t("status.locked", { account: saved.account })
          : t("status.unlocked", { account: saved.account }),
      );
      onClose();
    },
    onError: (error) => reportFailure(error, t("status.failed"), form.setError),
  });
  return (
    <FormDialog
      title={
        lock
          ? t("status.lockTitle", { account: member.account })
          : t("status.unlockTitle", { account: member.account })
      }
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={lock ? t("status.confirmLock") : t("status.confirmUnlock")}
      submitVariant={lock ? "danger" : "primary"}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{lock ? t("status.lockExplain") : t("status.unlockExplain")}</p>
      <ReasonField required error={form.formState.errors.reason?.message} {...form.register("reason")} />
    </FormDialog>
  );
}
