import type { DataColumn } from "@lotus/ui/data/columns";
import { readPage, writePage } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import { type LiveShoeRow, type LiveTableDetail, shoesQuery } from "../api/live-api";

const PAGE_SIZE = 20;

/**
 * The table's shoes (dice tables: each round's own seed), newest first: the seed hash published
 * before the first bet and the seed revealed at the end, both copyable for the fair check.
 */
export function ShoesTab({ table }: { table: LiveTableDetail }) {
  const { t } = useTranslation("live");
  const brandId = useBrandId();
  const time = useBrandTime();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const query = useQuery(shoesQuery(brandId, table.code, { page, pageSize: PAGE_SIZE }));
  const shoeName = (shoe: LiveShoeRow) => (shoe.number === null ? shoe.id.slice(0, 8) : String(shoe.number));
  const columns: DataColumn<LiveShoeRow>[] = [
    {
      id: "number",
      header: t("shoes.fields.number"),
      primary: true,
      className: "nowrap",
      cell: (shoe) =>
        shoe.number === null ? <span className="muted">{t("shoes.perRound")}</span> : `#${shoe.number}`,
    },
    {
      id: "seedHash",
      header: t("shoes.fields.seedHash"),
      cell: (shoe) => (
        <span className="live-hex-cell">
          <span className="mono live-hex">{shoe.seedHash}</span>
          <CopyButton
            text={shoe.seedHash}
            iconOnly
            aria-label={t("shoes.copyHash", { number: shoeName(shoe) })}
          />
        </span>
      ),
    },
    {
      id: "seed",
      header: t("shoes.fields.seed"),
      cell: (shoe) =>
        shoe.seed === null ? (
          <span className="muted small">{t("shoes.notRevealed")}</span>
        ) : (
          <span className="live-hex-cell">
            <span className="mono live-hex">{shoe.seed}</span>
            <CopyButton
              text={shoe.seed}
              iconOnly
              aria-label={t("shoes.copySeed", { number: shoeName(shoe) })}
            />
          </span>
        ),
    },
    {
      id: "startedAt",
      header: t("shoes.fields.startedAt"),
      className: "nowrap",
      cell: (shoe) => time.format(shoe.startedAt),
    },
    {
      id: "endedAt",
      header: t("shoes.fields.endedAt"),
      className: "nowrap",
      cell: (shoe) =>
        shoe.endedAt === null ? <Badge tone="info">{t("shoes.inPlay")}</Badge> : time.format(shoe.endedAt),
    },
    { id: "rounds", header: t("shoes.fields.rounds"), numeric: true, cell: (shoe) => shoe.rounds },
  ];
  return (
    <Card className="card--flush">
      <p className="live-note muted small">{t("shoes.intro")}</p>
      <PagedTable
        query={query}
        empty={t("shoes.empty")}
        onPage={(next) => setParams((current) => writePage(current, next))}
        label={t("shoes.tableLabel", { name: table.name })}
        columns={columns}
        rowKey={(shoe) => shoe.id}
        footer={
          <div className="live-footer">
            <TimeZoneNote timeZone={time.timeZone} />
          </div>
        }
      />
    </Card>
  );
}
