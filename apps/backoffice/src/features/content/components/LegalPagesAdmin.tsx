import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { currentLanguage } from "../../../lib/i18n";
import { type LegalPage, legalQuery } from "../api/content-api";
import { titleFor } from "./content-helpers";

/** The brand's user agreement and privacy policy, each opened in the editor like a help article. */
export function LegalPagesAdmin() {
  const { t } = useTranslation(["content", "common"]);
  const brandId = useBrandId();
  const query = useQuery(legalQuery(brandId));
  const language = currentLanguage();
  const columns: DataColumn<LegalPage>[] = [
    {
      id: "page",
      header: t("legal.page"),
      primary: true,
      cell: (page) => <Link to={`/content/legal/${page.kind}`}>{t(`legal.kinds.${page.kind}`)}</Link>,
    },
    {
      id: "title",
      header: t("fields.title"),
      cell: (page) => titleFor(page.title, language) || <Badge tone="warning">{t("legal.notWritten")}</Badge>,
    },
    {
      id: "languages",
      header: t("help.languages"),
      className: "small",
      cell: (page) => Object.keys(page.title).join(", "),
    },
    {
      id: "updated",
      header: t("help.updated"),
      className: "nowrap",
      cell: (page) => (page.updatedAt ? <DateTime at={page.updatedAt} /> : "—"),
    },
  ];
  return (
    <Card>
      <p className="muted small">{t("legal.intro")}</p>
      <QueryView query={query}>
        {(pages) => (
          <DataTable label={t("tabs.legal")} columns={columns} rows={pages} rowKey={(page) => page.kind} />
        )}
      </QueryView>
    </Card>
  );
}
