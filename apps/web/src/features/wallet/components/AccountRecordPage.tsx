import { type CallValue, type memberTransactionsCall, TRANSACTION_TYPES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import type { MemberPageProps } from "../../../lib/member-pages";
import { transactionsQuery } from "../api/wallet-api";
import { useMoney } from "../hooks/use-money";
import { isTransactionType, signedAmount, transactionQuery } from "../model/record-filters";
import { MAIN_WALLET } from "../model/wallets";
import { MoneyGuard } from "./parts";
import { RecordFilterBar, RecordList, useWalletRecordFilters } from "./records";

type Transaction = CallValue<typeof memberTransactionsCall>["list"][number];

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
  const { money, time } = useMoney();
  const typeName = (value: string) =>
    isTransactionType(value) ? t(`types.${value}`) : value.replace(/_/g, " ");
  const filters = useWalletRecordFilters({
    name: "type",
    label: t("records.type"),
    values: TRANSACTION_TYPES,
    text: typeName,
  });
  const { range, page, setPage } = filters.state;
  const records = useQuery({
    ...transactionsQuery(transactionQuery({ ...range, type: filters.option }, page, RECORDS_PER_PAGE)),
    enabled: !filters.problem,
  });

  const walletName = (wallet: string) => {
    if (wallet === MAIN_WALLET) return t("main");
    if (wallet === "HELD") return t("summary.held");
    return wallet.replace(/^VENDOR:/, "");
  };
  const columns: DataColumn<Transaction>[] = [
    { id: "time", header: t("records.time"), cell: (row) => time(row.time), primary: true },
    { id: "type", header: t("records.type"), cell: (row) => typeName(row.type) },
    {
      id: "amount",
      header: t("records.amount"),
      numeric: true,
      cell: (row) => (
        <span className={`wallet-amount wallet-amount--${row.amount < 0 ? "debit" : "credit"}`}>
          {signedAmount(row.amount, money)}
        </span>
      ),
    },
    {
      id: "balance",
      header: t("records.balanceAfter"),
      numeric: true,
      cell: (row) => money(row.balanceAfter),
    },
    { id: "wallet", header: t("records.wallet"), cell: (row) => walletName(row.wallet) },
    {
      id: "reference",
      header: t("records.reference"),
      className: "mono",
      cell: (row) => row.reference ?? "—",
    },
  ];

  return (
    <div className="wallet-page wallet-records">
      <RecordFilterBar fields={filters.fields} state={filters.state} problem={filters.problem} />
      {!filters.problem && (
        <RecordList
          query={records}
          label={t("records.caption")}
          columns={columns}
          rowKey={(row) => String(row.id)}
          empty={t("records.none")}
          page={page}
          pageSize={RECORDS_PER_PAGE}
          onPage={setPage}
        />
      )}
    </div>
  );
}
