import { QueryView } from "@lotus/ui/data/QueryView";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useWhitelabel } from "../../../lib/queries";
import { lobbyQuery, type VerifyAnswer, verifyQuery } from "../api/live-api";
import { KNOWN_TABLES, readLiveFair } from "../model/fair";
import { HexLine } from "./FairPanel";
import { ResultView } from "./ResultView";
import "./live-pieces.css";
import "./live-facts.css";

function Check({
  value,
  yes,
  no,
  unknown,
}: {
  value: boolean | null;
  yes: string;
  no: string;
  unknown: string;
}) {
  return (
    <Badge tone={value === null ? "neutral" : value ? "success" : "danger"}>
      {value === null ? unknown : value ? yes : no}
    </Badge>
  );
}

/** What the verify call found: the commitment, whether the seed matches its hash, and both results. */
function Findings({ answer }: { answer: VerifyAnswer }) {
  const { t } = useTranslation("live");
  const { commitment } = answer;
  return (
    <div className="live-verify__findings" role="status">
      <p className="live-verify__checks">
        <Check
          value={answer.hashMatches}
          yes={t("verify.hashMatches")}
          no={t("verify.hashMismatch")}
          unknown={t("verify.sealed")}
        />
        <Check
          value={answer.matches}
          yes={t("verify.matches")}
          no={t("verify.mismatch")}
          unknown={t("verify.notYet")}
        />
      </p>
      <dl className="live-fair__facts">
        {commitment.shoeNumber !== null && (
          <div className="live-fair__row">
            <dt>{t("fair.shoe")}</dt>
            <dd>{commitment.shoeNumber}</dd>
          </div>
        )}
        <HexLine label={t("fair.seedHash")} value={commitment.seedHash} />
        {commitment.seed ? (
          <HexLine label={t("fair.seed")} value={commitment.seed} />
        ) : (
          <div className="live-fair__row">
            <dt>{t("fair.seed")}</dt>
            <dd className="live-muted">{t("verify.sealedText")}</dd>
          </div>
        )}
        {commitment.cursor !== null && (
          <div className="live-fair__row">
            <dt>{t("fair.cursor")}</dt>
            <dd>{commitment.cursor}</dd>
          </div>
        )}
      </dl>
      <div className="live-verify__results">
        <div>
          <h3 className="live-verify__subtitle">{t("verify.recorded")}</h3>
          {answer.recorded ? (
            <ResultView result={answer.recorded} />
          ) : (
            <p className="live-muted">{t("verify.noResult")}</p>
          )}
        </div>
        <div>
          <h3 className="live-verify__subtitle">{t("verify.recomputed")}</h3>
          {answer.recomputed ? (
            <ResultView result={answer.recomputed} />
          ) : (
            <p className="live-muted">{t("verify.notYet")}</p>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The fair page's live tables part: pick a table and a round number, and the public verify call
 * recomputes the round from its revealed seed — the seed checked against the hash published before
 * the round's first bet, and the recorded result beside the recomputed one. The choice lives in the
 * address (`?live=<table>&round=<n>`), which the betting record and the table page link to.
 */
export function LiveVerify({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation("live");
  const { merchantCode } = useWhitelabel();
  const [params, setParams] = useSearchParams();
  const chosen = readLiveFair(params.toString());
  const lobby = useQuery(lobbyQuery(merchantCode));
  const [table, setTable] = useState(chosen?.table ?? KNOWN_TABLES[0]);
  const [round, setRound] = useState(chosen?.round ? String(chosen.round) : "");
  const [roundError, setRoundError] = useState(false);
  const verify = useQuery({
    ...verifyQuery(merchantCode, chosen?.table ?? "", chosen?.round ?? 0),
    enabled: Boolean(chosen?.round),
  });

  // Back and forward (or a new link) fill the form from the address again.
  const chosenTable = chosen?.table;
  const chosenRound = chosen?.round;
  useEffect(() => {
    if (chosenTable) setTable(chosenTable);
    if (chosenRound) setRound(String(chosenRound));
  }, [chosenTable, chosenRound]);

  useEffect(() => {
    if (standalone) document.title = t("verify.title");
  }, [standalone, t]);

  const names = new Map<string, string>(
    KNOWN_TABLES.map((code) => [
      code,
      t(`tableNames.${code}` as "tableNames.live-sicbo", { defaultValue: code }),
    ]),
  );
  for (const summary of lobby.data?.tables ?? []) names.set(summary.code, summary.name);
  if (chosen && !names.has(chosen.table)) names.set(chosen.table, chosen.table);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = round.trim();
    const valid = /^\d{1,10}$/.test(number) && Number(number) >= 1 && Number(number) <= 1_000_000_000;
    setRoundError(!valid);
    if (!valid) return;
    setParams(new URLSearchParams({ live: table, round: String(Number(number)) }));
  };

  const body = (
    <section className="card live-verify" aria-labelledby="live-verify-title">
      <h2 id="live-verify-title" className="live-verify__title">
        {t("verify.title")}
      </h2>
      <p className="live-muted">{t("verify.lead")}</p>
      <form className="live-verify__form" onSubmit={onSubmit} noValidate aria-label={t("verify.formLabel")}>
        <SelectField
          label={t("verify.table")}
          value={table}
          onChange={(event) => setTable(event.target.value)}
        >
          {[...names].map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("verify.round")}
          inputMode="numeric"
          autoComplete="off"
          value={round}
          error={roundError ? t("verify.roundInvalid") : undefined}
          onChange={(event) => setRound(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {t("verify.submit")}
        </button>
      </form>
      {chosen?.round && <QueryView query={verify}>{(answer) => <Findings answer={answer} />}</QueryView>}
      <details className="live-verify__how">
        <summary>{t("verify.howTitle")}</summary>
        <ol>
          <li>{t("verify.howCommit")}</li>
          <li>{t("verify.howShuffle")}</li>
          <li>{t("verify.howReveal")}</li>
          <li>{t("verify.howCheck")}</li>
        </ol>
      </details>
    </section>
  );

  return standalone ? (
    <main className="page live-verify-page" id="main">
      <h1 className="page__title">{t("verify.pageTitle")}</h1>
      {body}
    </main>
  ) : (
    body
  );
}
