import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { Card, EmptyState, ErrorState, Spinner, TableWrap } from "../../../components/ui/States";
import { formatDateTime } from "../../../lib/format";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast-store";
import { memberSessionsQuery, revokeSession } from "../api/members-api";

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
  return (
    <Card
      title={t("sessions.title")}
      className="card--flush"
      actions={
        <Button size="small" icon="refresh" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t("common:actions.refresh")}
        </Button>
      }
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t("sessions.empty")} />
      ) : (
        <TableWrap label={t("sessions.title")}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("sessions.kind")}</th>
                <th scope="col">{t("sessions.method")}</th>
                <th scope="col">{t("sessions.ip")}</th>
                <th scope="col">{t("sessions.device")}</th>
                <th scope="col">{t("sessions.created")}</th>
                <th scope="col">{t("sessions.lastSeen")}</th>
                <th scope="col">{t("sessions.expires")}</th>
                <th scope="col" className="actions">
                  <span className="visually-hidden">{t("sessions.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((session) => (
                <tr key={session.id}>
                  <td>{session.kind}</td>
                  <td>{session.loginMethod}</td>
                  <td className="mono">{session.ip ?? ""}</td>
                  <td className="small user-agent" title={session.userAgent ?? undefined}>
                    {session.userAgent ?? ""}
                  </td>
                  <td className="nowrap">{formatDateTime(session.createdAt)}</td>
                  <td className="nowrap">{formatDateTime(session.lastSeenAt)}</td>
                  <td className="nowrap">{formatDateTime(session.expiresAt)}</td>
                  <td className="actions">
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={t("sessions.revokeOne", { ip: session.ip ?? session.id })}
                      onClick={() => setPending({ id: session.id, ip: session.ip })}
                    >
                      {t("sessions.revoke")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {pending && (
        <ConfirmDialog
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
