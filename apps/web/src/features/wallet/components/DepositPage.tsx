import { DEPOSIT_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { QueryView } from "@lotus/ui/data/QueryView";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import { errorText } from "../../../lib/error-text";
import { fromLng } from "../../../lib/language";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useModals } from "../../../lib/modal-store";
import { queryKeys } from "../../../lib/query-keys";
import {
  createDeposit,
  type Deposit,
  type DepositChannel,
  depositChannelsQuery,
  depositsQuery,
  markDepositPaid,
} from "../api/wallet-api";
import { useMoney } from "../hooks/use-money";
import { useRequestIds } from "../hooks/use-request-id";
import { AMOUNT_CODES, codesTo, useSubmitErrors } from "../hooks/use-submit-errors";
import { amountProblem, amountValue } from "../model/amount";
import type { ProofProblem } from "../model/proof-files";
import { statusQuery } from "../model/record-filters";
import { ProofLinks, ProofPicker, uploadProofs, useProofMessage } from "./ProofPicker";
import { AmountField, DetailRow, MoneyGuard, Panel, StatusBadge, useAmountMessage } from "./parts";
import { EmptyState, RecordFilterBar, RecordList, useWalletRecordFilters } from "./records";

type DepositTab = "new" | "records";

/** Deposit (depositv2): choose a channel, ask for an amount, then pay as shown; and the records. */
export function DepositPage({ member }: MemberPageProps) {
  return (
    <MoneyGuard member={member} cash>
      <DepositContent />
    </MoneyGuard>
  );
}

function DepositContent() {
  const { t } = useTranslation("wallet");
  const closeMemberCentre = useModals((state) => state.closeMemberCentre);
  const [tab, setTab] = useState<DepositTab>("new");
  const [active, setActive] = useState<Deposit | null>(null);

  return (
    <div className="wallet-page">
      <p className="wallet-tutorial-link">
        <Icon name="help" size={16} />
        <Link to="/depositTutorial" onClick={closeMemberCentre}>
          {t("deposit.tutorialLink")}
        </Link>
      </p>
      <Tabs
        label={t("deposit.tabs")}
        tabs={[
          { id: "new", label: t("deposit.newTab") },
          { id: "records", label: t("deposit.recordsTab") },
        ]}
        active={tab}
        onChange={setTab}
      >
        {tab === "new" ? (
          active ? (
            <DepositResult deposit={active} onChange={setActive} onDone={() => setActive(null)} />
          ) : (
            <DepositForm onCreated={setActive} />
          )
        ) : (
          <DepositRecords
            onView={(deposit) => {
              setActive(deposit);
              setTab("new");
            }}
          />
        )}
      </Tabs>
    </div>
  );
}

interface DepositValues {
  channelId: string;
  amount: string;
}

const DEPOSIT_FIELDS = ["channelId", "amount"] as const;
const DEPOSIT_CODES = {
  ...codesTo(AMOUNT_CODES, "amount" as const),
  "payment.channel_unavailable": "channelId" as const,
  "payment.c2c_no_match": "amount" as const,
};

function DepositForm({ onCreated }: { onCreated: (deposit: Deposit) => void }) {
  const { t, i18n } = useTranslation(["wallet", "common"]);
  const queryClient = useQueryClient();
  const { money, minorDigits } = useMoney();
  const amountMessage = useAmountMessage();
  const requestIds = useRequestIds();
  const channels = useQuery(depositChannelsQuery(fromLng(i18n.language)));
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DepositValues>({ defaultValues: { channelId: "", amount: "" } });
  const report = useSubmitErrors(setError, DEPOSIT_FIELDS, DEPOSIT_CODES);
  const list = channels.data ?? [];
  const channelId = watch("channelId");
  const channel = list.find((item) => item.id === channelId);

  // The first channel is chosen for the member once the list arrives.
  useEffect(() => {
    const first = channels.data?.[0];
    if (first && !channelId) setValue("channelId", first.id);
  }, [channels.data, channelId, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const body = { channelId: values.channelId, amount: amountValue(values.amount) };
    try {
      const deposit = await createDeposit({ requestId: requestIds.idFor(body), ...body });
      requestIds.reset();
      if (deposit.paymentUrl) window.open(deposit.paymentUrl, "_blank", "noopener");
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.records.all });
      onCreated(deposit);
    } catch (error) {
      report(error);
    }
  });

  return (
    <QueryView query={channels} empty={<EmptyState title={t("wallet:deposit.noChannels")} />}>
      {() => (
        <form className="wallet-form" onSubmit={onSubmit} noValidate aria-label={t("wallet:deposit.newTab")}>
          <fieldset className="wallet-channels">
            <legend className="field__label">{t("wallet:deposit.channel")}</legend>
            {list.map((item) => (
              <ChannelOption
                key={item.id}
                channel={item}
                register={register("channelId", { required: true })}
              />
            ))}
            {errors.channelId && (
              <p className="field__message" role="alert">
                {errors.channelId.message || t("wallet:deposit.chooseChannel")}
              </p>
            )}
          </fieldset>
          {channel?.instructions && (
            <div className="wallet-instructions" aria-label={t("wallet:deposit.instructions")} role="note">
              <Icon name="help" size={18} />
              <p>{channel.instructions}</p>
            </div>
          )}
          <AmountField
            error={errors.amount?.message}
            hint={
              channel
                ? t("wallet:amount.range", { min: money(channel.min), max: money(channel.max) })
                : undefined
            }
            {...register("amount", {
              validate: (value) =>
                amountMessage(
                  amountProblem(value, { min: channel?.min, max: channel?.max, minorDigits }),
                  money,
                ) ?? true,
            })}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
            {isSubmitting ? t("common:status.sending") : t("wallet:deposit.submit")}
          </button>
        </form>
      )}
    </QueryView>
  );
}

function ChannelOption({
  channel,
  register,
}: {
  channel: DepositChannel;
  register: UseFormRegisterReturn<"channelId">;
}) {
  const { t } = useTranslation("wallet");
  const { money } = useMoney();
  return (
    <label className="wallet-channel">
      <input type="radio" value={channel.id} {...register} />
      <span className="wallet-channel__body">
        <span className="wallet-channel__name">{channel.name}</span>
        <span className="wallet-channel__meta">
          {t(`deposit.types.${channel.type}`)} ·{" "}
          {t("amount.range", { min: money(channel.min), max: money(channel.max) })}
        </span>
      </span>
    </label>
  );
}

/** After the request: where to pay (with copy buttons), the gateway page, or the C2C proof step. */
function DepositResult({
  deposit: shown,
  onChange,
  onDone,
}: {
  deposit: Deposit;
  onChange: (deposit: Deposit) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(["wallet", "common"]);
  const { money, time } = useMoney();
  // The latest records (refetched on every balance signal) carry this deposit's current status.
  const latest = useQuery(depositsQuery({ page: 1, pageSize: RECORDS_PER_PAGE }));
  const deposit = latest.data?.list.find((item) => item.id === shown.id) ?? shown;
  const pending = deposit.status === "pending";
  return (
    <Panel
      id="deposit-result"
      title={pending ? t("wallet:deposit.created") : t("wallet:deposit.details")}
      actions={<StatusBadge kind="deposit" status={deposit.status} />}
    >
      <dl className="wallet-details">
        <DetailRow label={t("wallet:deposit.amount")} value={money(deposit.amount)} />
        <DetailRow label={t("wallet:deposit.reference")} value={deposit.reference} copy />
        {pending && <DetailRow label={t("wallet:deposit.expiresAt")} value={time(deposit.expiresAt)} />}
        {deposit.creditedAmount !== null && (
          <DetailRow label={t("wallet:deposit.credited")} value={money(deposit.creditedAmount)} />
        )}
        {deposit.reason && <DetailRow label={t("wallet:deposit.reason")} value={deposit.reason} />}
      </dl>
      {deposit.payTo && pending && (
        <section className="wallet-payto" aria-labelledby="deposit-payto">
          <h5 id="deposit-payto" className="wallet-form__title">
            {t("wallet:deposit.payTo")}
          </h5>
          <p className="field__hint">{t("wallet:deposit.payToHint", { amount: money(deposit.amount) })}</p>
          <dl className="wallet-details">
            <DetailRow label={t("wallet:deposit.bankName")} value={deposit.payTo.bankName} copy />
            <DetailRow label={t("wallet:deposit.accountNumber")} value={deposit.payTo.accountNumber} copy />
            <DetailRow label={t("wallet:deposit.payeeName")} value={deposit.payTo.payeeName} copy />
            <DetailRow label={t("wallet:deposit.transferAmount")} value={deposit.amount.toFixed(2)} copy />
            {deposit.payTo.memo && (
              <DetailRow label={t("wallet:deposit.memo")} value={deposit.payTo.memo} copy />
            )}
          </dl>
        </section>
      )}
      {deposit.paymentUrl && pending && (
        <div className="wallet-gateway">
          <p className="field__hint">{t("wallet:deposit.gatewayHint")}</p>
          <a className="btn btn--primary" href={deposit.paymentUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="send" size={16} />
            {t("wallet:deposit.openGateway")}
          </a>
        </div>
      )}
      {deposit.c2c && <C2cPayment deposit={deposit} onChange={onChange} />}
      <div className="wallet-form__actions">
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t("wallet:deposit.another")}
        </button>
      </div>
    </Panel>
  );
}

/** C2C: the depositor says they paid the matched member, with 1 to 3 proof images. */
function C2cPayment({ deposit, onChange }: { deposit: Deposit; onChange: (deposit: Deposit) => void }) {
  const { t } = useTranslation("wallet");
  const showToast = useToasts((state) => state.show);
  const queryClient = useQueryClient();
  const proofMessage = useProofMessage();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<ProofProblem | "required">();
  const [busy, setBusy] = useState(false);
  const c2c = deposit.c2c;
  if (!c2c) return null;

  const onPaid = async () => {
    if (files.length === 0) {
      setProblem("required");
      return;
    }
    setBusy(true);
    try {
      const proofMediaIds = await uploadProofs(files);
      const updated = await markDepositPaid({ depositId: deposit.id, proofMediaIds });
      showToast(t("c2c.paidDone"));
      setFiles([]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.records.all });
      onChange(updated);
    } catch (error) {
      showToast(errorText(error), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="wallet-c2c" aria-labelledby="deposit-c2c">
      <h5 id="deposit-c2c" className="wallet-form__title">
        {t("c2c.title")}
      </h5>
      <p>
        <StatusBadge kind="confirmation" status={c2c.status} />
      </p>
      {c2c.status === "awaiting_payment" ? (
        <>
          <p className="field__hint">{t("c2c.payHint")}</p>
          <ProofPicker
            files={files}
            onChange={setFiles}
            error={proofMessage(problem)}
            onProblem={setProblem}
            disabled={busy}
          />
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void onPaid()}>
            {t("c2c.paid")}
          </button>
        </>
      ) : (
        <>
          {c2c.status === "paid" && <p className="field__hint">{t("c2c.waiting")}</p>}
          <ProofLinks urls={c2c.proofUrls} />
        </>
      )}
    </section>
  );
}

function DepositRecords({ onView }: { onView: (deposit: Deposit) => void }) {
  const { t } = useTranslation("wallet");
  const { money, time } = useMoney();
  const filters = useWalletRecordFilters({
    name: "status",
    label: t("records.status"),
    values: DEPOSIT_STATUSES,
    text: (value) => t(`status.deposit.${value}`),
  });
  const { range, page, setPage } = filters.state;
  const records = useQuery({
    ...depositsQuery(statusQuery({ ...range, status: filters.option }, page, RECORDS_PER_PAGE)),
    enabled: !filters.problem,
  });
  const columns: DataColumn<Deposit>[] = [
    { id: "time", header: t("records.time"), primary: true, cell: (deposit) => time(deposit.createdAt) },
    {
      id: "method",
      header: t("deposit.method"),
      cell: (deposit) =>
        t(`deposit.types.${deposit.channelType}` as "deposit.types.gateway", {
          defaultValue: deposit.channelType,
        }),
    },
    { id: "amount", header: t("deposit.amount"), numeric: true, cell: (deposit) => money(deposit.amount) },
    {
      id: "credited",
      header: t("deposit.credited"),
      numeric: true,
      cell: (deposit) => (deposit.creditedAmount === null ? "—" : money(deposit.creditedAmount)),
    },
    {
      id: "status",
      header: t("records.status"),
      cell: (deposit) => (
        <span>
          <StatusBadge kind="deposit" status={deposit.status} />
          {deposit.reason && <span className="wallet-note">{deposit.reason}</span>}
        </span>
      ),
    },
    {
      id: "reference",
      header: t("deposit.reference"),
      className: "mono",
      cell: (deposit) => deposit.reference,
    },
  ];

  return (
    <div className="wallet-records">
      <RecordFilterBar fields={filters.fields} state={filters.state} problem={filters.problem} />
      {!filters.problem && (
        <RecordList
          query={records}
          label={t("deposit.recordsTab")}
          columns={columns}
          rowKey={(deposit) => String(deposit.id)}
          empty={t("deposit.noRecords")}
          page={page}
          pageSize={RECORDS_PER_PAGE}
          onPage={setPage}
          rowActions={(deposit) => (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={t("deposit.viewLabel", { reference: deposit.reference })}
              onClick={() => onView(deposit)}
            >
              {t("deposit.view")}
            </button>
          )}
        />
      )}
    </div>
  );
}
