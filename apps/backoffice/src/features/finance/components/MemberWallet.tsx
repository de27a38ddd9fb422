import { type CallValue, type financeMemberLedgerCall, TRANSACTION_TYPES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { DateTime } from "@lotus/ui/format/DateTime";
import { SelectField } from "@lotus/ui/primitives/Field";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/States";
import { type LedgerQuery, memberLedgerQuery, memberWalletQuery } from "../api/finance-api";
import { useMoney } from "./money";

type TransactionType = (typeof TRANSACTION_TYPES)[number];
type LedgerEntry = CallValue<typeof financeMemberLedgerCall>["list"][number];

/** A member's balances per ledger account and their ledger entries, for the member profile. */
export function MemberWallet({ brandId, memberId }: { brandId: string; memberId: string }) {
  const { t } = useTranslation(["finance", "common"]);
  const money = useMoney();
  const wallet = useQuery(memberWalletQuery(brandId, memberId));
  const [search, setSearch] = useState<LedgerQuery>({ page: 1, pageSize: 20 });
  const ledger = useQuery({
    ...memberLedgerQuery(brandId, memberId, search),
    placeholderData: keepPreviousData,
  });
  const columns: DataColumn<LedgerEntry>[] = [
    {
      id: "time",
      header: t("fields.time"),
      primary: true,
      className: "nowrap",
      cell: (e) => <DateTime at={e.time} />,
    },
    {
      id: "type",
      header: t("wallet.type"),
      cell: (entry) => t(`wallet.types.${entry.type}` as "wallet.types.deposit", entry.type),
    },
    { id: "wallet", header: t("wallet.wallet"), cell: (entry) => entry.wallet },
    {
      id: "amount",
      header: t("fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (e) => money(e.amount),
    },
    {
      id: "balanceAfter",
      header: t("wallet.balanceAfter"),
      numeric: true,
      className: "nowrap",
      cell: (entry) => money(entry.balanceAfter),
    },
    {
      id: "reference",
      header: t("fields.reference"),
      className: "mono",
      cell: (entry) => entry.reference ?? "",
    },
  ];
  return (
    <div className="stack stack--lg">
      <Card title={t("wallet.balances")}>
        <QueryView query={wallet} isEmpty={() => false}>
          {(data) => (
            <dl className="kv">
              <dt>{t("wallet.currency")}</dt>
              <dd className="mono">{data.currency}</dd>
              {data.accounts.map((account) => (
                <div key={account.id} className="kv__row">
                  <dt>{t(`wallet.kinds.${account.kind}` as "wallet.kinds.main", account.kind)}</dt>
                  <dd className="mono">{money(account.balance)}</dd>
                </div>
              ))}
              <dt>{t("wallet.withdrawable")}</dt>
              <dd className="mono">{money(data.withdrawable)}</dd>
              <dt>{t("wallet.turnover")}</dt>
              <dd className="mono">
                {money(data.turnover.achieved)} / {money(data.turnover.required)}
              </dd>
            </dl>
          )}
        </QueryView>
      </Card>
      <Card title={t("wallet.ledger")} className="card--flush">
        <div className="filters">
          <SelectField
            label={t("wallet.type")}
            value={search.type ?? ""}
            onChange={(event) =>
              setSearch({
                ...search,
                type: (event.target.value || undefined) as TransactionType | undefined,
                page: 1,
              })
            }
          >
            <option value="">{t("filters.all")}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`wallet.types.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <PagedTable
          query={ledger}
          empty={t("wallet.empty")}
          onPage={(page) => setSearch({ ...search, page })}
          label={t("wallet.ledger")}
          columns={columns}
          rowKey={(entry) => entry.id}
        />
      </Card>
    </div>
  );
}
