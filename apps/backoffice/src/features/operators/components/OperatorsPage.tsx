import type { OperatorView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { Badge, StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useConsole } from "../../../lib/console-context";
import { operatorsQuery } from "../../../lib/operators-query";
import { OperatorDialog } from "./OperatorDialog";
import { ResetOperatorDialog } from "./ResetOperatorDialog";

const STATUS_TONES: StatusTones<OperatorView["status"]> = {
  active: "success",
  locked: "danger",
  disabled: "warning",
};

type Open =
  | { kind: "create" }
  | { kind: "edit"; operator: OperatorView }
  | { kind: "reset"; operator: OperatorView };

export default function OperatorsPage() {
  const { t } = useTranslation(["operators", "common"]);
  const { brands, me } = useConsole();
  const query = useQuery(operatorsQuery);
  const [open, setOpen] = useState<Open>();
  const brandName = (id: string) => brands.find((brand) => brand.id === id)?.name ?? t("unknownBrand");
  const columns: DataColumn<OperatorView>[] = [
    {
      id: "username",
      header: t("fields.username"),
      primary: true,
      className: "mono",
      cell: (operator) => (
        <>
          {operator.username}
          {operator.id === me.operator.id && <span className="muted small"> ({t("you")})</span>}
        </>
      ),
    },
    { id: "displayName", header: t("fields.displayName"), cell: (operator) => operator.displayName },
    {
      id: "role",
      header: t("fields.role"),
      cell: (operator) => <Badge tone="info">{t(`common:roles.${operator.role}`)}</Badge>,
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (operator) => (
        <StatusBadge status={operator.status} tones={STATUS_TONES} label={t(`statuses.${operator.status}`)} />
      ),
    },
    {
      id: "brands",
      header: t("fields.brands"),
      className: "small",
      cell: (operator) =>
        operator.allBrands ? t("allBrands") : operator.brandIds.map(brandName).join(", ") || t("noBrands"),
    },
    {
      id: "totp",
      header: t("fields.totp"),
      cell: (operator) =>
        operator.totpEnrolled ? (
          <Badge tone="success">{t("totpEnrolled")}</Badge>
        ) : (
          <Badge>{t("totpMissing")}</Badge>
        ),
    },
    {
      id: "allowedIps",
      header: t("fields.allowedIps"),
      className: "mono small",
      cell: (operator) => (operator.allowedIps.length ? operator.allowedIps.join(", ") : t("anyIp")),
    },
    {
      id: "lastLoginAt",
      header: t("fields.lastLoginAt"),
      className: "nowrap",
      cell: (operator) => (operator.lastLoginAt ? <DateTime at={operator.lastLoginAt} /> : t("never")),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setOpen({ kind: "create" })}>
            {t("new")}
          </Button>
        }
      />
      <Card className="card--flush">
        <QueryView query={query} empty={<EmptyState title={t("empty")} />}>
          {(operators) => (
            <DataTable
              label={t("title")}
              columns={columns}
              rows={operators}
              rowKey={(operator) => operator.id}
              rowActions={(operator) => (
                <span className="row row--end">
                  <Button
                    size="small"
                    icon="edit"
                    aria-label={t("editOne", { username: operator.username })}
                    onClick={() => setOpen({ kind: "edit", operator })}
                  >
                    {t("common:actions.edit")}
                  </Button>
                  <Button
                    size="small"
                    icon="key"
                    aria-label={t("resetOne", { username: operator.username })}
                    onClick={() => setOpen({ kind: "reset", operator })}
                  >
                    {t("reset.open")}
                  </Button>
                </span>
              )}
            />
          )}
        </QueryView>
      </Card>
      {open?.kind === "create" && <OperatorDialog onClose={() => setOpen(undefined)} />}
      {open?.kind === "edit" && (
        <OperatorDialog operator={open.operator} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === "reset" && (
        <ResetOperatorDialog operator={open.operator} onClose={() => setOpen(undefined)} />
      )}
    </>
  );
}
