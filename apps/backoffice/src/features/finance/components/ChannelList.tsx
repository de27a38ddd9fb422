import type { PaymentChannelAdminView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { type QueryState, QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { Badge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { useMoney } from "./money";

/** The brand's payment channels in the order the site offers them, each to edit or archive. */
export function ChannelList({
  query,
  onEdit,
  onArchive,
}: {
  query: QueryState<PaymentChannelAdminView[]>;
  onEdit: (channel: PaymentChannelAdminView) => void;
  onArchive: (channel: PaymentChannelAdminView) => void;
}) {
  const { t } = useTranslation(["finance", "common"]);
  const money = useMoney();
  const columns: DataColumn<PaymentChannelAdminView>[] = [
    { id: "order", header: t("channels.order"), numeric: true, cell: (channel) => channel.sortOrder },
    { id: "name", header: t("channels.name"), primary: true, cell: (channel) => channel.name },
    { id: "type", header: t("channels.type"), cell: (channel) => t(`channelTypes.${channel.type}`) },
    {
      id: "min",
      header: t("channels.min"),
      numeric: true,
      className: "nowrap",
      cell: (channel) => money(channel.min),
    },
    {
      id: "max",
      header: t("channels.max"),
      numeric: true,
      className: "nowrap",
      cell: (channel) => money(channel.max),
    },
    {
      id: "bank",
      header: t("fields.bank"),
      cell: (channel) =>
        channel.bank ? (
          <div>
            {channel.bank.bankName}
            <div className="mono small">{channel.bank.accountNumber}</div>
            <div className="small">{channel.bank.payeeName}</div>
          </div>
        ) : channel.gatewayProvider ? (
          <span className="mono">{channel.gatewayProvider}</span>
        ) : (
          ""
        ),
    },
    {
      id: "enabled",
      header: t("channels.enabled"),
      cell: (channel) => (
        <Badge tone={channel.enabled ? "success" : "neutral"}>
          {channel.enabled ? t("channels.on") : t("channels.off")}
        </Badge>
      ),
    },
  ];
  return (
    <QueryView query={query} empty={<EmptyState title={t("channels.empty")} />}>
      {(channels) => (
        <DataTable
          label={t("channels.title")}
          columns={columns}
          rows={[...channels].sort((a, b) => a.sortOrder - b.sortOrder)}
          rowKey={(channel) => channel.id}
          rowActions={(channel) => (
            <div className="row">
              <Button
                size="small"
                icon="edit"
                aria-label={t("channels.editOf", { name: channel.name })}
                onClick={() => onEdit(channel)}
              >
                {t("common:actions.edit")}
              </Button>
              <Button
                size="small"
                variant="danger"
                icon="trash"
                aria-label={t("channels.archiveOf", { name: channel.name })}
                onClick={() => onArchive(channel)}
              >
                {t("channels.archive")}
              </Button>
            </div>
          )}
        />
      )}
    </QueryView>
  );
}
