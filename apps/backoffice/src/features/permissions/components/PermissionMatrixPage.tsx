import "./permissions.css";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader, TableWrap } from "../../../components/ui/States";
import { useConsole } from "../../../lib/console-context";
import { permissionMatrixQuery } from "../api/permissions-api";

/** Which role may do what, with the roles that must sign in with an authenticator marked. */
export default function PermissionMatrixPage() {
  const { t } = useTranslation(["permissions", "common"]);
  const { me } = useConsole();
  const query = useQuery(permissionMatrixQuery());
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
            // A matrix (roles across, permissions down) stays a table: it scrolls in its own box.
            <TableWrap label={t("title")}>
              <table className="table matrix">
                <caption>{t("caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("permission")}</th>
                    {data.roles.map((role) => (
                      <th
                        key={role.role}
                        scope="col"
                        className={`matrix__role${role.role === me.operator.role ? " matrix__role--mine" : ""}`}
                      >
                        <span className="matrix__role-name">{t(`common:roles.${role.role}`)}</span>
                        {role.totpRequired && (
                          <Badge tone="warning">
                            <Icon name="lock" size={11} />
                            {t("totp")}
                          </Badge>
                        )}
                        {role.role === me.operator.role && (
                          <span className="matrix__mine">{t("yourRole")}</span>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.permissions.map((permission) => (
                    <tr key={permission.key}>
                      <th scope="row">
                        <span className="matrix__label">{permission.label}</span>
                        <span className="mono muted matrix__key">{permission.key}</span>
                      </th>
                      {data.roles.map((role) => {
                        const granted = role.permissions.includes(permission.key);
                        return (
                          <td
                            key={role.role}
                            className={`matrix__cell${role.role === me.operator.role ? " matrix__role--mine" : ""}`}
                          >
                            {granted ? (
                              <span className="matrix__yes">
                                <Icon name="check" size={16} />
                                <span className="visually-hidden">{t("granted")}</span>
                              </span>
                            ) : (
                              <span className="matrix__no">
                                <span aria-hidden="true">—</span>
                                <span className="visually-hidden">{t("notGranted")}</span>
                              </span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
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
