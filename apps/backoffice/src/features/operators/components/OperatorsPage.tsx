import type { OperatorView } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  TableWrap,
} from "../../../components/ui/States";
import { useConsole } from "../../../lib/console-context";
import { formatDateTime } from "../../../lib/format";
import { operatorsQuery } from "../../../lib/operators-query";
import { OperatorDialog } from "./OperatorDialog";
import { ResetOperatorDialog } from "./ResetOperatorDialog";

const STATUS_TONE = { active: "success", locked: "danger", disabled: "warning" } as const;

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
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button variant="primary" icon="plus" onClick={() => setOpen({ kind: "create" })}>
            {t("new")}
          </Button>
        }
      />
      <Card className="card--flush">
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState title={t("empty")} />
        ) : (
          <TableWrap label={t("title")}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("fields.username")}</th>
                  <th scope="col">{t("fields.displayName")}</th>
                  <th scope="col">{t("fields.role")}</th>
                  <th scope="col">{t("fields.status")}</th>
                  <th scope="col">{t("fields.brands")}</th>
                  <th scope="col">{t("fields.totp")}</th>
                  <th scope="col">{t("fields.allowedIps")}</th>
                  <th scope="col">{t("fields.lastLoginAt")}</th>
                  <th scope="col" className="actions">
                    <span className="visually-hidden">{t("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.map((operator) => (
                  <tr key={operator.id}>
                    <td className="mono">
                      {operator.username}
                      {operator.id === me.operator.id && <span className="muted small"> ({t("you")})</span>}
                    </td>
                    <td>{operator.displayName}</td>
                    <td>
                      <Badge tone="info">{t(`common:roles.${operator.role}`)}</Badge>
                    </td>
                    <td>
                      <Badge tone={STATUS_TONE[operator.status]}>{t(`statuses.${operator.status}`)}</Badge>
                    </td>
                    <td className="small">
                      {operator.allBrands
                        ? t("allBrands")
                        : operator.brandIds.map(brandName).join(", ") || t("noBrands")}
                    </td>
                    <td>
                      {operator.totpEnrolled ? (
                        <Badge tone="success">{t("totpEnrolled")}</Badge>
                      ) : (
                        <Badge>{t("totpMissing")}</Badge>
                      )}
                    </td>
                    <td className="mono small">
                      {operator.allowedIps.length ? operator.allowedIps.join(", ") : t("anyIp")}
                    </td>
                    <td className="nowrap">
                      {operator.lastLoginAt ? formatDateTime(operator.lastLoginAt) : t("never")}
                    </td>
                    <td className="actions">
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
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
