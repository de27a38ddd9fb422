import { HOUSE_SLOT_IDS, houseVerifyCall, type SlotOutcome } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Spinner } from "@lotus/ui/data/states";
import { formatAmount } from "@lotus/ui/format/format";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { useQuery } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorText } from "../../../lib/error-text";
import { useWhitelabel } from "../../../lib/queries";
import { type VerifyResult, verifyQuery } from "../api/house-api";
import { toColumns } from "../hooks/use-slot-game";
import { useSymbolName } from "../hooks/use-symbol-name";
import { outcomeAmount, outcomeAmountScale, roundSteps, type SpinStep } from "../model/round";
import { readVerifyForm, type VerifyForm } from "../model/verify-link";
import { SymbolDefs } from "./art/SymbolDefs";
import { ReelBoard } from "./ReelBoard";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./slots.css";

type FieldName = keyof VerifyForm;
type LineWin = SpinStep["lineWins"][number];

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("the verify call declares its query");
  return value;
}

const verifySchema = defined(houseVerifyCall.query);
const shape = verifySchema.shape;

/** Each field checked with the verify call's own schema; the message is the page's. */
function fieldErrors(form: VerifyForm): Partial<Record<FieldName, true>> {
  const errors: Partial<Record<FieldName, true>> = {};
  if (!shape.slotId.safeParse(form.slotId).success) errors.slotId = true;
  if (!shape.variant.safeParse(form.variant || undefined).success) errors.variant = true;
  if (!shape.serverSeed.safeParse(form.serverSeed).success) errors.serverSeed = true;
  if (!shape.clientSeed.safeParse(form.clientSeed).success) errors.clientSeed = true;
  if (form.nonce === "" || !shape.nonce.safeParse(form.nonce).success) errors.nonce = true;
  if (form.bet !== "" && !shape.bet.safeParse(form.bet).success) errors.bet = true;
  return errors;
}

/** The verify call's query from the address, or null while it is incomplete or invalid. */
function queryFrom(form: VerifyForm) {
  const parsed = verifySchema.safeParse({
    slotId: form.slotId,
    variant: form.variant || undefined,
    serverSeed: form.serverSeed,
    clientSeed: form.clientSeed,
    nonce: form.nonce === "" ? undefined : form.nonce,
    bet: form.bet || undefined,
  });
  return parsed.success ? parsed.data : null;
}

type VerifyParams = NonNullable<ReturnType<typeof queryFrom>>;

/** SHA-256 of the seed computed in this browser (secure pages only), to compare with the server's. */
function useLocalHash(seed: string | undefined): string | null {
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    setHash(null);
    if (!seed || !globalThis.crypto?.subtle) return;
    let active = true;
    crypto.subtle.digest("SHA-256", new TextEncoder().encode(seed)).then(
      (digest) => {
        if (active) setHash([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""));
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [seed]);
  return hash;
}

function StepWins({
  step,
  stepLabel,
  slotId,
  scale,
  symbol,
}: {
  step: SpinStep;
  stepLabel: string;
  slotId: string;
  scale: 1 | 0.01 | undefined;
  symbol: string | null;
}) {
  const { t } = useTranslation("slots");
  const symbolName = useSymbolName(slotId);
  if (step.lineWins.length === 0) return <p className="fair-empty">{t("verify.noLineWins")}</p>;
  const columns: DataColumn<LineWin>[] = [
    { id: "line", header: t("verify.line"), numeric: true, cell: (win) => win.line },
    { id: "symbol", header: t("verify.symbol"), primary: true, cell: (win) => symbolName(win.symbol) },
    { id: "count", header: t("verify.count"), numeric: true, cell: (win) => win.count },
    { id: "multiplier", header: t("verify.multiplier"), numeric: true, cell: (win) => `×${win.multiplier}` },
  ];
  if (symbol !== null) {
    columns.push({
      id: "amount",
      header: t("verify.amount"),
      numeric: true,
      cell: (win) => formatAmount(outcomeAmount(win.win, scale), symbol),
    });
  }
  return (
    <div className="verify-wins">
      <DataTable
        label={t("verify.lineWins", { step: stepLabel })}
        columns={columns}
        rows={step.lineWins}
        rowKey={(win) => String(win.line)}
        compact
      />
    </div>
  );
}

function Outcome({ result, bet }: { result: VerifyResult; bet: number | undefined }) {
  const { t } = useTranslation("slots");
  const { currency } = useWhitelabel();
  const outcome: SlotOutcome = result.outcome;
  const symbolName = useSymbolName(outcome.slotId);
  const steps = useMemo(() => roundSteps(outcome), [outcome]);
  // Amounts only when a bet was given (the outcome's multipliers stand without one).
  const scale =
    bet === undefined ? undefined : outcomeAmountScale(outcome.totalWin, bet * outcome.totalMultiplier);
  const symbol = bet === undefined ? null : currency.symbol;
  const stepLabel = (step: SpinStep) =>
    step.kind === "base"
      ? t("verify.baseSpin")
      : t("freeSpins.progress", { index: step.index, total: step.total });
  return (
    <div className="verify-outcome">
      {steps.map((step) => (
        <section
          key={`${step.kind}-${step.index}`}
          className={`verify-step${step.kind === "free" ? " verify-step--free" : ""}`}
          aria-label={stepLabel(step)}
        >
          <h3 className="verify-step__title">
            {stepLabel(step)}
            {step.kind === "free" && (
              <span className="verify-step__mult">
                {t("freeSpins.multiplier", { value: step.multiplier })}
              </span>
            )}
          </h3>
          {step.kind === "base" && (
            <p className="verify-step__stops">{t("verify.stops", { stops: outcome.stops.join(", ") })}</p>
          )}
          <div className={`slot-theme--${outcome.slotId} verify-board`}>
            <div className="slot-frame">
              <ReelBoard
                slotId={outcome.slotId}
                columns={toColumns(step.grid)}
                highlights={step.highlights}
                label={t("board.label")}
                symbolName={symbolName}
                compact={step.kind === "free"}
              />
            </div>
          </div>
          <StepWins
            step={step}
            stepLabel={stepLabel(step)}
            slotId={outcome.slotId}
            scale={scale}
            symbol={symbol}
          />
          {step.kind === "base" && outcome.scatter && (
            <p className="verify-step__scatter">
              {t("verify.scatter", {
                count: outcome.scatter.count,
                spins: outcome.scatter.freeSpinsAwarded,
              })}
              {symbol !== null && ` · ${formatAmount(outcomeAmount(outcome.scatter.win, scale), symbol)}`}
            </p>
          )}
        </section>
      ))}
      <dl className="verify-total">
        <div>
          <dt>{t("verify.totalMultiplier")}</dt>
          <dd>×{outcome.totalMultiplier}</dd>
        </div>
        {symbol !== null && (
          <div>
            <dt>{t("verify.totalWin")}</dt>
            <dd>{formatAmount(outcomeAmount(outcome.totalWin, scale), symbol)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function Result({ query }: { query: VerifyParams }) {
  const { t } = useTranslation("slots");
  const verify = useQuery(verifyQuery(query));
  const localHash = useLocalHash(query.serverSeed);
  if (verify.isPending) return <Spinner label={t("verify.checking")} size={28} />;
  if (verify.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {errorText(verify.error)}
      </p>
    );
  }
  const { serverSeedHash } = verify.data;
  return (
    <section className="card verify-result" aria-labelledby="verify-result">
      <h2 id="verify-result" className="verify-result__title">
        {t("verify.resultTitle")}
      </h2>
      <dl className="verify-hash">
        <dt>{t("verify.hash")}</dt>
        <dd>
          <code className="fair-mono">{serverSeedHash}</code>
        </dd>
      </dl>
      <p className="field__hint">{t("verify.hashHint")}</p>
      {localHash && (
        <p className={`alert ${localHash === serverSeedHash ? "alert--success" : "alert--error"}`}>
          {localHash === serverSeedHash ? t("verify.localMatch") : t("verify.localMismatch")}
        </p>
      )}
      <Outcome result={verify.data} bet={query.bet} />
    </section>
  );
}

/**
 * /fair — anyone recomputes a house slot spin from its seeds and nonce: the server seed's hash to
 * compare with the one shown before play, the grid and wins drawn with the game's own board, and
 * how the numbers are drawn.
 */
export function FairPage() {
  const { t } = useTranslation("slots");
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => readVerifyForm(params.toString()), [params]);
  const [form, setForm] = useState<VerifyForm>(() => ({
    ...fromAddress,
    slotId: fromAddress.slotId || HOUSE_SLOT_IDS[0],
  }));
  const [errors, setErrors] = useState<Partial<Record<FieldName, true>>>({});
  const query = useMemo(() => queryFrom(fromAddress), [fromAddress]);

  // Back and forward (or a new link) fill the form from the address again.
  useEffect(() => {
    setForm({ ...fromAddress, slotId: fromAddress.slotId || HOUSE_SLOT_IDS[0] });
  }, [fromAddress]);

  useEffect(() => {
    document.title = t("verify.title");
  }, [t]);

  const set = (name: FieldName) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned: VerifyForm = {
      slotId: form.slotId,
      variant: form.variant.trim(),
      serverSeed: form.serverSeed.trim().toLowerCase(),
      clientSeed: form.clientSeed.trim(),
      nonce: form.nonce.trim(),
      bet: form.bet.trim(),
    };
    const found = fieldErrors(cleaned);
    setErrors(found);
    setForm(cleaned);
    if (Object.keys(found).length > 0) return;
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(cleaned)) if (value !== "") next.set(key, value);
    setParams(next, { replace: false });
  };

  const message = (name: FieldName) =>
    errors[name] ? t(`verify.errors.${name}` as "verify.errors.nonce") : undefined;
  /** What binds a text field to its value in the form and its message. */
  const bound = (name: Exclude<FieldName, "slotId">) => ({
    error: message(name),
    value: form[name],
    autoComplete: "off",
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name)(event.target.value),
  });

  return (
    <main className="page fair-page" id="main">
      <SymbolDefs />
      <h1 className="page__title">{t("verify.title")}</h1>
      <p className="fair-page__lead">{t("verify.lead")}</p>
      <div className="fair-page__grid">
        <form className="card verify-form" onSubmit={onSubmit} noValidate aria-label={t("verify.formLabel")}>
          <SelectField
            label={t("verify.slot")}
            error={message("slotId")}
            value={form.slotId}
            onChange={(event) => set("slotId")(event.target.value)}
          >
            {HOUSE_SLOT_IDS.map((slotId) => (
              <option key={slotId} value={slotId}>
                {t(`names.${slotId}` as "names.lotus-fortune")}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("verify.variant")}
            hint={t("verify.variantHint")}
            maxLength={16}
            {...bound("variant")}
          />
          <TextField
            label={t("verify.serverSeed")}
            className="fair-mono"
            spellCheck={false}
            {...bound("serverSeed")}
          />
          <TextField
            label={t("verify.clientSeed")}
            className="fair-mono"
            maxLength={64}
            spellCheck={false}
            {...bound("clientSeed")}
          />
          <div className="verify-form__pair">
            <TextField label={t("verify.nonce")} inputMode="numeric" {...bound("nonce")} />
            <TextField
              label={t("verify.bet")}
              hint={t("verify.betHint")}
              inputMode="decimal"
              {...bound("bet")}
            />
          </div>
          <button type="submit" className="btn btn--primary btn--block">
            {t("verify.submit")}
          </button>
        </form>
        <section className="card fair-explain" aria-labelledby="fair-how">
          <h2 id="fair-how">{t("how.title")}</h2>
          <ol>
            <li>{t("how.commit")}</li>
            <li>{t("how.client")}</li>
            <li>
              {t("how.blocks")}
              <code className="fair-formula">
                {'HMAC-SHA256(serverSeed, clientSeed + ":" + nonce + ":" + i)'}
              </code>
            </li>
            <li>{t("how.floats")}</li>
            <li>{t("how.stops")}</li>
            <li>{t("how.reveal")}</li>
          </ol>
        </section>
      </div>
      {query && <Result query={query} />}
    </main>
  );
}
