import "./permissions.css";
import type { CallValue, permissionMatrixCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useConsole } from "../../../lib/console-context";
import { permissionMatrixQuery } from "../api/permissions-api";

type Matrix = CallValue<typeof permissionMatrixCall>;

/** Which role may do what, with the roles that must sign in with an authenticator marked. */
export default function PermissionMatrixPage() {
  const { t } = useTranslation(["permissions", "common"]);
  const { me } = useConsole();
  const query = useQuery(permissionMatrixQuery());
  const mine = (role: string) => (role === me.operator.role ? "matrix__role--mine" : undefined);
  const matrixColumns = (roles: Matrix["roles"]): DataColumn<Matrix["permissions"][number]>[] => [
    {
      id: "permission",
      header: t("permission"),
      primary: true,
      rowHeader: true,
      cell: (permission) => (
        <>
          <span className="matrix__label">{permission.label}</span>
          <span className="mono muted matrix__key">{permission.key}</span>
        </>
      ),
    },
    ...roles.map(
      (role): DataColumn<Matrix["permissions"][number]> => ({
        id: role.role,
        header: t(`common:roles.${role.role}`),
        className: ["matrix__cell", mine(role.role)].filter(Boolean).join(" "),
        headerClassName: "matrix__role",
        headerContent: (
          <>
            <span className="matrix__role-name">{t(`common:roles.${role.role}`)}</span>
            {role.totpRequired && (
              <Badge tone="warning">
                <Icon name="lock" size={11} />
                {t("totp")}
              </Badge>
            )}
            {mine(role.role) && <span className="matrix__mine">{t("yourRole")}</span>}
          </>
        ),
        cell: (permission) =>
          role.permissions.includes(permission.key) ? (
            <span className="matrix__yes">
              <Icon name="check" size={16} />
              <span className="visually-hidden">{t("granted")}</span>
            </span>
          ) : (
            <span className="matrix__no">
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">{t("notGranted")}</span>
            </span>
          ),
      }),
    ),
  ];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Card className="card--flush">
        <QueryView
          query={query}
          isEmpty={(data) => data.permissions.length === 0}
          empty={<EmptyState title={t("empty")} />}
        >
          {(data) => (
            // A matrix (roles across, permissions down): a row header names each permission.
            <DataTable
              label={t("title")}
              caption={t("caption")}
              className="matrix"
              columns={matrixColumns(data.roles)}
              rows={data.permissions}
              rowKey={(permission) => permission.key}
            />
          )}
        </QueryView>
      </Card>
      <p className="muted small matrix__legend">
        <Badge tone="warning">
          <Icon name="lock" size={11} />
          {t("totp")}
        </Badge>{" "}
        {t("totpLegend")}
      </p>
    </>
  );
}
