import { TRANSACTION_TYPES } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import type { MemberPageProps } from "../../../lib/member-pages";
import { transactionsQuery } from "../api/wallet-api";
import { useMoney } from "../hooks/use-money";
import { isTransactionType, signedAmount, transactionQuery } from "../model/record-filters";
import { MAIN_WALLET } from "../model/wallets";
import { MoneyGuard, QueryState } from "./parts";
import {
  initialFilters,
  NoRecords,
  RecordFilterBar,
  type RecordFilterValue,
  RecordPaginator,
  RecordTable,
  useToday,
} from "./records";

/** Account record (transactionHistory): every movement, by brand-time-zone days and type. */
export function AccountRecordPage({ member }: MemberPageProps) {
  return (
    <MoneyGuard member={member}>
      <AccountRecords />
    </MoneyGuard>
  );
}

function AccountRecords() {
  const { t } = useTranslation("wallet");
  const today = useToday();
  const { money, time } = useMoney();
  const [filters, setFilters] = useState<RecordFilterValue>(() => initialFilters(today));
  const [page, setPage] = useState(1);
  const type = isTransactionType(filters.option) ? filters.option : "";
  const records = useQuery(
    transactionsQuery(transactionQuery({ from: filters.from, to: filters.to, type }, page, RECORDS_PER_PAGE)),
  );
  const data = records.data;

  const walletName = (wallet: string) => {
    if (wallet === MAIN_WALLET) return t("main");
    if (wallet === "HELD") return t("summary.held");
    return wallet.replace(/^VENDOR:/, "");
  };
  const typeName = (value: string) =>
    isTransactionType(value) ? t(`types.${value}`) : value.replace(/_/g, " ");

  return (
    <div className="wallet-page wallet-records">
      <RecordFilterBar
        value={filters}
        today={today}
        optionLabel={t("records.type")}
        options={TRANSACTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        onApply={(value) => {
          setFilters(value);
          setPage(1);
        }}
      />
      {!data ? (
        <QueryState
          pending={records.isPending}
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      ) : data.list.length === 0 ? (
        <NoRecords text={t("records.none")} />
      ) : (
        <>
          <RecordTable
            caption={t("records.caption")}
            busy={records.isFetching}
            headers={[
              t("records.time"),
              t("records.type"),
              t("records.amount"),
              t("records.balanceAfter"),
              t("records.wallet"),
              t("records.reference"),
            ]}
          >
            {data.list.map((row) => (
              <tr key={row.id}>
                <td className="wallet-table__time">{time(row.time)}</td>
                <td>{typeName(row.type)}</td>
                <td
                  className={`wallet-table__amount wallet-table__amount--${row.amount < 0 ? "debit" : "credit"}`}
                >
                  {signedAmount(row.amount, money)}
                </td>
                <td className="wallet-table__amount">{money(row.balanceAfter)}</td>
                <td>{walletName(row.wallet)}</td>
                <td className="wallet-table__ref">{row.reference ?? "—"}</td>
              </tr>
            ))}
          </RecordTable>
          <RecordPaginator page={page} total={data.total} pageSize={RECORDS_PER_PAGE} onChange={setPage} />
        </>
      )}
    </div>
  );
}
