import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { formatDateTime } from "@lotus/ui/format/format";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { useWhitelabel } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import {
  endOtherSessions,
  endSession,
  type LoginEntry,
  loginHistoryQuery,
  type MemberSession,
  sessionsQuery,
} from "../api/profile-api";
import { deviceName, loginOutcome } from "../model/device";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";

/** Where a sign-in came from: "113.160.1.20 (VN)". */
const placeOf = (ip: string | null, country: string | null) =>
  ip ? (country ? `${ip} (${country})` : ip) : "—";

/** Sign-in activity: the member's active sessions (end one, or all the others) and the login history. */
export function ActivitySection() {
  const { t } = useTranslation("profile");
  return (
    <section className="card security-center__section" aria-labelledby="profile-activity">
      <h4 id="profile-activity" className="security-center__heading">
        {t("sections.activity")}
      </h4>
      <Sessions />
      <LoginHistory />
    </section>
  );
}

function Sessions() {
  const { t } = useTranslation("profile");
  const { timeZone } = useWhitelabel();
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const sessions = useQuery(sessionsQuery());
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all });
  const endOne = useMutation({
    mutationFn: (session: MemberSession) => endSession(session.id),
    onSuccess: async () => {
      showToast(t("sessions.ended"));
      await refresh();
    },
    onError: (error) => showToast(errorText(error), "error"),
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async (result) => {
      setConfirming(false);
      showToast(t("sessions.endedOthers", { count: result.ended }));
      await refresh();
    },
    onError: (error) => {
      setConfirming(false);
      showToast(errorText(error), "error");
    },
  });
  const columns: DataColumn<MemberSession>[] = [
    {
      id: "device",
      header: t("sessions.device"),
      primary: true,
      cell: (session) => (
        <span className="profile-device">
          {deviceName(session.userAgent) ?? t("sessions.unknownDevice")}
          {session.current && <Badge tone="success">{t("sessions.thisDevice")}</Badge>}
          {session.kind === "remember" && <Badge tone="info">{t("sessions.remembered")}</Badge>}
        </span>
      ),
    },
    { id: "where", header: t("sessions.where"), cell: (session) => placeOf(session.ip, session.country) },
    {
      id: "lastSeen",
      header: t("sessions.lastSeen"),
      cell: (session) => formatDateTime(session.lastSeenAt, timeZone),
    },
  ];
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <div className="profile-activity__part">
      <div className="profile-section__head">
        <h5 className="profile-activity__title">{t("sessions.title")}</h5>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => setConfirming(true)}
        >
          {t("sessions.endOthers")}
        </button>
      </div>
      <QueryView query={sessions}>
        {(list) => (
          <DataTable
            label={t("sessions.title")}
            columns={columns}
            rows={list}
            rowKey={(session) => session.id}
            compact
            rowActions={(session) =>
              session.current ? null : (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  disabled={endOne.isPending}
                  aria-label={t("sessions.endNamed", {
                    device: deviceName(session.userAgent) ?? t("sessions.unknownDevice"),
                  })}
                  onClick={() => endOne.mutate(session)}
                >
                  {t("sessions.end")}
                </button>
              )
            }
          />
        )}
      </QueryView>
      {confirming && (
        <ConfirmDialog
          title={t("sessions.endOthersTitle")}
          tone="danger"
          confirmLabel={t("sessions.endOthers")}
          busy={endOthers.isPending}
          onConfirm={() => endOthers.mutate()}
          onCancel={() => setConfirming(false)}
        >
          {t("sessions.endOthersText")}
        </ConfirmDialog>
      )}
    </div>
  );
}

function LoginHistory() {
  const { t } = useTranslation("profile");
  const { timeZone } = useWhitelabel();
  const [page, setPage] = useState(1);
  const logins = useQuery(loginHistoryQuery(page));
  const result = (entry: LoginEntry) => {
    const outcome = loginOutcome(entry);
    return outcome.success ? (
      <Badge tone="success">{t(`logins.methods.${outcome.method}`)}</Badge>
    ) : (
      <Badge tone="danger">{t(`logins.failures.${outcome.failure}`)}</Badge>
    );
  };
  const columns: DataColumn<LoginEntry>[] = [
    {
      id: "time",
      header: t("logins.time"),
      primary: true,
      cell: (entry) => formatDateTime(entry.at, timeZone),
    },
    { id: "where", header: t("logins.where"), cell: (entry) => placeOf(entry.ip, entry.country) },
    {
      id: "device",
      header: t("logins.device"),
      cell: (entry) => deviceName(entry.userAgent) ?? t("sessions.unknownDevice"),
    },
    { id: "result", header: t("logins.result"), cell: result },
  ];
  return (
    <div className="profile-activity__part">
      <h5 className="profile-activity__title">{t("logins.title")}</h5>
      <PagedTable
        label={t("logins.title")}
        query={logins}
        columns={columns}
        rowKey={(entry) => entry.id}
        compact
        empty={t("logins.empty")}
        onPage={setPage}
      />
    </div>
  );
}
