import { TRANSACTION_TYPES } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { Card, EmptyState, ErrorState, Spinner, TableWrap } from "../../../components/ui/States";
import { formatDateTime } from "../../../lib/format";
import { type LedgerQuery, memberLedgerQuery, memberWalletQuery } from "../api/finance-api";
import { useMoney } from "./money";

type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A member's balances per ledger account and their ledger entries, for the member profile. */
export function MemberWallet({ brandId, memberId }: { brandId: string; memberId: string }) {
  const { t } = useTranslation(["finance", "common"]);
  const money = useMoney();
  const wallet = useQuery(memberWalletQuery(brandId, memberId));
  const [search, setSearch] = useState<LedgerQuery>({ page: 1, pageSize: 20 });
  const ledger = useQuery(memberLedgerQuery(brandId, memberId, search));
  return (
    <div className="stack stack--lg">
      <Card title={t("wallet.balances")}>
        {wallet.isPending ? (
          <Spinner />
        ) : wallet.isError ? (
          <ErrorState error={wallet.error} onRetry={() => void wallet.refetch()} />
        ) : (
          <dl className="kv">
            <dt>{t("wallet.currency")}</dt>
            <dd className="mono">{wallet.data.currency}</dd>
            {wallet.data.accounts.map((account) => (
              <div key={account.id} className="kv__row">
                <dt>{t(`wallet.kinds.${account.kind}` as "wallet.kinds.main", account.kind)}</dt>
                <dd className="mono">{money(account.balance)}</dd>
              </div>
            ))}
            <dt>{t("wallet.withdrawable")}</dt>
            <dd className="mono">{money(wallet.data.withdrawable)}</dd>
            <dt>{t("wallet.turnover")}</dt>
            <dd className="mono">
              {money(wallet.data.turnover.achieved)} / {money(wallet.data.turnover.required)}
            </dd>
          </dl>
        )}
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
        {ledger.isPending ? (
          <Spinner />
        ) : ledger.isError ? (
          <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
        ) : ledger.data.list.length === 0 ? (
          <EmptyState title={t("wallet.empty")} />
        ) : (
          <>
            <TableWrap label={t("wallet.ledger")}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("fields.time")}</th>
                    <th scope="col">{t("wallet.type")}</th>
                    <th scope="col">{t("wallet.wallet")}</th>
                    <th scope="col" className="num">
                      {t("fields.amount")}
                    </th>
                    <th scope="col" className="num">
                      {t("wallet.balanceAfter")}
                    </th>
                    <th scope="col">{t("fields.reference")}</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.data.list.map((entry) => (
                    <tr key={entry.id}>
                      <td className="nowrap">{formatDateTime(entry.time)}</td>
                      <td>{t(`wallet.types.${entry.type}` as "wallet.types.deposit", entry.type)}</td>
                      <td>{entry.wallet}</td>
                      <td className="num nowrap">{money(entry.amount)}</td>
                      <td className="num nowrap">{money(entry.balanceAfter)}</td>
                      <td className="mono">{entry.reference ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <Paginator
              page={ledger.data.page}
              pageSize={ledger.data.pageSize}
              total={ledger.data.total}
              onPage={(page) => setSearch({ ...search, page })}
            />
          </>
        )}
      </Card>
    </div>
  );
}
