import "./lottery.css";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { type ChainListQuery, type ChainView, chainsQuery } from "../api/lottery-api";
import { CHAIN_GAMES, useGameField, useGameName } from "./parts";

const PAGE_SIZE = 30;

/**
 * A fast lottery's daily hash chains: each day's head is published before the day starts, and each
 * drawn period reveals the seed before it in the chain, so anyone can check that no result was chosen.
 */
export default function ChainsPage() {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const gameName = useGameName();
  const gameField = useGameField(CHAIN_GAMES);
  const fields = useMemo<FilterField[]>(() => [gameField], [gameField]);
  const filters = useFilters(fields);
  // The game select is required: the address always holds one of the house lotteries.
  const game = filters.values.game ?? "";
  const search: ChainListQuery = { game, page: filters.page, pageSize: PAGE_SIZE };
  const query = useQuery(chainsQuery(brandId, search));
  const columns: DataColumn<ChainView>[] = [
    {
      id: "day",
      header: t("chains.fields.day"),
      primary: true,
      rowHeader: true,
      className: "nowrap",
      cell: (chain) => chain.day,
    },
    {
      id: "head",
      header: t("chains.fields.head"),
      cell: (chain) => (
        <span className="chain-head">
          <span className="mono fair-value">{chain.head}</span>
          <CopyButton text={chain.head} aria-label={t("chains.copyOf", { day: chain.day })} />
        </span>
      ),
    },
    { id: "length", header: t("chains.fields.length"), numeric: true, cell: (chain) => chain.length },
    {
      id: "revealed",
      header: t("chains.fields.revealed"),
      numeric: true,
      className: "nowrap",
      cell: (chain) => t("chains.revealedOf", { revealed: chain.revealed, length: chain.length }),
    },
  ];
  return (
    <>
      <PageHeader title={t("chains.title")} description={t("chains.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("chains.empty")}
          onPage={filters.setPage}
          label={t("chains.tableOf", { game: gameName(game) })}
          columns={columns}
          rowKey={(chain) => chain.day}
        />
      </FilteredList>
    </>
  );
}
