import type { CallValue, memberSessionsCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, RefreshButton } from "../../../components/ui/States";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { memberSessionsQuery, revokeSession } from "../api/members-api";

type Session = CallValue<typeof memberSessionsCall>[number];

/** The member's live sessions; revoking one signs that device out. */
export function SessionList({ brandId, memberId }: { brandId: string; memberId: string }) {
  const { t } = useTranslation(["members", "common"]);
  const queryClient = useQueryClient();
  const query = useQuery(memberSessionsQuery(brandId, memberId));
  const [pending, setPending] = useState<{ id: string; ip: string | null }>();
  const mutation = useMutation({
    mutationFn: (sessionId: string) => revokeSession(brandId, memberId, sessionId),
    onSuccess: async () => {
      toast(t("sessions.revoked"));
      setPending(undefined);
      await queryClient.invalidateQueries({ queryKey: queryKeys.brand(brandId).memberSessions(memberId) });
    },
    onError: (error) => {
      setPending(undefined);
      reportFailure(error, t("sessions.failed"));
    },
  });
  const columns: DataColumn<Session>[] = [
    { id: "kind", header: t("sessions.kind"), primary: true, cell: (session) => session.kind },
    { id: "method", header: t("sessions.method"), cell: (session) => session.loginMethod },
    { id: "ip", header: t("sessions.ip"), className: "mono", cell: (session) => session.ip ?? "" },
    {
      id: "device",
      header: t("sessions.device"),
      className: "small user-agent",
      cell: (session) => <span title={session.userAgent ?? undefined}>{session.userAgent ?? ""}</span>,
    },
    {
      id: "created",
      header: t("sessions.created"),
      className: "nowrap",
      cell: (s) => <DateTime at={s.createdAt} />,
    },
    {
      id: "lastSeen",
      header: t("sessions.lastSeen"),
      className: "nowrap",
      cell: (s) => <DateTime at={s.lastSeenAt} />,
    },
    {
      id: "expires",
      header: t("sessions.expires"),
      className: "nowrap",
      cell: (s) => <DateTime at={s.expiresAt} />,
    },
  ];
  return (
    <Card title={t("sessions.title")} className="card--flush" actions={<RefreshButton query={query} />}>
      <QueryView query={query} empty={<EmptyState title={t("sessions.empty")} />}>
        {(sessions) => (
          <DataTable
            label={t("sessions.title")}
            columns={columns}
            rows={sessions}
            rowKey={(session) => session.id}
            rowActions={(session) => (
              <Button
                size="small"
                variant="danger"
                aria-label={t("sessions.revokeOne", { ip: session.ip ?? session.id })}
                onClick={() => setPending({ id: session.id, ip: session.ip })}
              >
                {t("sessions.revoke")}
              </Button>
            )}
          />
        )}
      </QueryView>
      {pending && (
        <ConfirmDialog
          tone="danger"
          title={t("sessions.confirmTitle")}
          confirmLabel={t("sessions.revoke")}
          busy={mutation.isPending}
          onCancel={() => setPending(undefined)}
          onConfirm={() => mutation.mutate(pending.id)}
        >
          {t("sessions.confirmText", { ip: pending.ip ?? "—" })}
        </ConfirmDialog>
      )}
    </Card>
  );
}
