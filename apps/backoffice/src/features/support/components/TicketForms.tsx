import {
  type CallBody,
  TICKET_SET_STATUSES,
  ticketAdminReplyCall,
  type ticketAssignCall,
  ticketStatusCall,
} from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { SelectField, TextArea } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { Card } from "../../../components/ui/States";
import { useBrandId, useConsole } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import {
  type AdminTicket,
  addTicketNote,
  assigneesQuery,
  assignTicket,
  replyToTicket,
  setTicketStatus,
  ticketChanged,
} from "../api/support-api";

type MessageBody = CallBody<typeof ticketAdminReplyCall>;

/** The answer to the member (kind reply) or an internal note; both bodies have the same shape. */
export function MessageForm({ ticket, kind }: { ticket: AdminTicket; kind: "reply" | "note" }) {
  const { t } = useTranslation(["support", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const form = useForm<MessageBody, unknown, MessageBody>({
    defaultValues: { content: "" },
    resolver: useContractResolver(ticketAdminReplyCall.body),
  });
  const texts = kind === "reply" ? "reply" : "notes";
  const send = useMutation({
    mutationFn: (body: MessageBody) =>
      kind === "reply"
        ? replyToTicket(brandId, ticket.id, body.content)
        : addTicketNote(brandId, ticket.id, body.content),
    onSuccess: async (updated) => {
      toast(t(`${texts}.done`));
      form.reset();
      await ticketChanged(queryClient, brandId, updated);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });
  return (
    <Card title={t(`${texts}.title`)} className={kind === "note" ? "ticket-note-card" : undefined}>
      <form className="stack" onSubmit={form.handleSubmit((body) => send.mutate(body))} noValidate>
        <TextArea
          label={t(`${texts}.label`)}
          hint={kind === "reply" ? t("reply.hint") : t("detail.noteHint")}
          rows={kind === "reply" ? 5 : 3}
          error={form.formState.errors.content?.message}
          {...form.register("content")}
        />
        <div className="row row--end">
          <Button type="submit" variant={kind === "reply" ? "primary" : "secondary"} busy={send.isPending}>
            {t(`${texts}.submit`)}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Gives the ticket to an operator of the brand who may take tickets, or to nobody. */
export function AssignForm({ ticket }: { ticket: AdminTicket }) {
  const { t } = useTranslation(["support", "common"]);
  const brandId = useBrandId();
  const me = useConsole().me.operator.id;
  const queryClient = useQueryClient();
  const assignees = useQuery(assigneesQuery(brandId)).data?.list ?? [];
  const form = useForm<{ operatorId: string }>({ values: { operatorId: ticket.assignee?.id ?? "" } });
  const assign = useMutation({
    mutationFn: (operatorId: CallBody<typeof ticketAssignCall>["operatorId"]) =>
      assignTicket(brandId, ticket.id, operatorId),
    onSuccess: async (updated) => {
      toast(t(updated.assignee ? "assign.done" : "assign.cleared"));
      await ticketChanged(queryClient, brandId, updated);
    },
    onError: (error) => reportFailure(error, t("failed")),
  });
  return (
    <Card title={t("assign.title")}>
      <form
        className="stack"
        onSubmit={form.handleSubmit(({ operatorId }) => assign.mutate(operatorId || null))}
        noValidate
      >
        <SelectField label={t("assign.label")} {...form.register("operatorId")}>
          <option value="">{t("detail.unassigned")}</option>
          {assignees.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.name} ({operator.username})
            </option>
          ))}
        </SelectField>
        <div className="row row--end">
          {ticket.assignee?.id !== me && assignees.some((operator) => operator.id === me) && (
            <Button
              type="button"
              busy={assign.isPending && assign.variables === me}
              onClick={() => assign.mutate(me)}
            >
              {t("assign.toMe")}
            </Button>
          )}
          <Button type="submit" variant="primary" busy={assign.isPending && assign.variables !== me}>
            {t("assign.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

type StatusBody = CallBody<typeof ticketStatusCall>;

/** Sets open, waiting for the member or closed, with an optional reason for the audit log. */
export function StatusForm({ ticket }: { ticket: AdminTicket }) {
  const { t } = useTranslation(["support", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const current = TICKET_SET_STATUSES.find((status) => status === ticket.status) ?? "open";
  const form = useForm<StatusBody, unknown, StatusBody>({
    values: { status: current, reason: "" },
    resolver: useContractResolver(ticketStatusCall.body),
  });
  const change = useMutation({
    mutationFn: (body: StatusBody) =>
      setTicketStatus(brandId, ticket.id, {
        status: body.status,
        ...(body.reason ? { reason: body.reason } : {}),
      }),
    onSuccess: async (updated) => {
      toast(t("status.done"));
      await ticketChanged(queryClient, brandId, updated);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });
  return (
    <Card title={t("status.title")}>
      <form className="stack" onSubmit={form.handleSubmit((body) => change.mutate(body))} noValidate>
        <SelectField label={t("status.label")} {...form.register("status")}>
          {TICKET_SET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <ReasonField error={form.formState.errors.reason?.message} {...form.register("reason")} />
        <div className="row row--end">
          <Button type="submit" variant="primary" busy={change.isPending}>
            {t("status.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
