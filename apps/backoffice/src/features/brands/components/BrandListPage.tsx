import { LANGUAGE_NAMES } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Card, EmptyState, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { useCan } from "../../../lib/console-context";
import { formatDateTime } from "../../../lib/format";
import { brandListQuery } from "../api/brands-api";

export default function BrandListPage() {
  const { t } = useTranslation(["brands", "common"]);
  const can = useCan();
  const navigate = useNavigate();
  const query = useQuery(brandListQuery);
  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          can("brands.create") && (
            <Button variant="primary" icon="plus" onClick={() => navigate("/brands/new")}>
              {t("list.create")}
            </Button>
          )
        }
      />
      <Card className="card--flush">
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState title={t("list.empty")} />
        ) : (
          <TableWrap label={t("list.title")}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("fields.name")}</th>
                  <th scope="col">{t("fields.merchantCode")}</th>
                  <th scope="col">{t("fields.domains")}</th>
                  <th scope="col">{t("fields.defaultLanguage")}</th>
                  <th scope="col">{t("fields.currency")}</th>
                  <th scope="col">{t("fields.timeZone")}</th>
                  <th scope="col">{t("list.updated")}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.map((brand) => (
                  <tr key={brand.id}>
                    <td>
                      <Link to={`/brands/${brand.id}`}>{brand.name}</Link>
                    </td>
                    <td className="mono">{brand.merchantCode}</td>
                    <td>
                      {brand.domains.length ? (
                        brand.domains.join(", ")
                      ) : (
                        <span className="muted">{t("common:states.none")}</span>
                      )}
                    </td>
                    <td>{LANGUAGE_NAMES[brand.defaultLanguage]}</td>
                    <td>
                      {brand.currencyCode} ({brand.currencySymbol})
                    </td>
                    <td>{brand.timeZone}</td>
                    <td className="nowrap">{formatDateTime(brand.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </Card>
    </>
  );
}
