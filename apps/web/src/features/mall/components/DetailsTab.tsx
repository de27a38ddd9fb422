import { POINT_ENTRY_KINDS, type PointEntryKind, type PointEntryView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { SelectField } from "@lotus/ui/primitives/Field";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import { pointDetailsQuery } from "../api/mall-api";
import { signedPoints, useMallFormat } from "./parts";

/** Point details: every change of my points, newest first, by what moved them. */
export function DetailsTab() {
  const { t } = useTranslation("mall");
  const { time } = useMallFormat();
  const [kind, setKind] = useState<PointEntryKind | "">("");
  const [page, setPage] = useState(1);
  const query = useQuery(pointDetailsQuery({ kind: kind || undefined, page, pageSize: RECORDS_PER_PAGE }));
  const columns: DataColumn<PointEntryView>[] = [
    { id: "time", header: t("details.time"), className: "nowrap", cell: (row) => time(row.time) },
    {
      id: "kind",
      header: t("details.kind"),
      primary: true,
      cell: (row) => t(`entryKinds.${row.kind}`, { defaultValue: row.kind }),
    },
    { id: "amount", header: t("details.amount"), numeric: true, cell: (row) => signedPoints(row.amount) },
    {
      id: "after",
      header: t("details.balanceAfter"),
      numeric: true,
      cell: (row) => row.balanceAfter.toLocaleString(),
    },
  ];
  return (
    <div className="stack">
      <SelectField
        label={t("details.kind")}
        value={kind}
        onChange={(event) => {
          setKind(POINT_ENTRY_KINDS.find((entry) => entry === event.target.value) ?? "");
          setPage(1);
        }}
      >
        <option value="">{t("details.all")}</option>
        {POINT_ENTRY_KINDS.map((entry) => (
          <option key={entry} value={entry}>
            {t(`entryKinds.${entry}`)}
          </option>
        ))}
      </SelectField>
      <PagedTable
        query={query}
        empty={t("details.empty")}
        onPage={setPage}
        label={t("tabs.details")}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
