import { houseClientSeedCall } from "@lotus/contracts";
import { Paginator } from "@lotus/ui/data/Paginator";
import { Spinner } from "@lotus/ui/data/states";
import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { useWhitelabel } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import {
  type FairSeeds,
  type HouseGame,
  historyQuery,
  rotateSeed,
  seedsQuery,
  setClientSeed,
} from "../api/house-api";
import { verifyHref } from "../model/verify-link";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import { CopyValue } from "./CopyValue";

const HISTORY_PAGE_SIZE = 10;

const clientSeedSchema = (() => {
  const body = houseClientSeedCall.body;
  if (!body) throw new Error("the client seed call declares its body");
  return body.shape.clientSeed;
})();

/** A random client seed the player can keep or replace (16 hex characters). */
function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function SeedRow({ label, value, mono = true }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="fair-row">
      <dt className="fair-row__label">{label}</dt>
      <dd className={`fair-row__value${mono ? " fair-row__value--mono" : ""}`}>
        {mono ? <CopyValue value={value} /> : value}
      </dd>
    </div>
  );
}

function ClientSeedForm({ seeds, onSeeds }: { seeds: FairSeeds; onSeeds: (seeds: FairSeeds) => void }) {
  const { t } = useTranslation("slots");
  const id = useId();
  const [value, setValue] = useState(seeds.clientSeed);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({ mutationFn: setClientSeed });

  useEffect(() => setValue(seeds.clientSeed), [seeds.clientSeed]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = clientSeedSchema.safeParse(value);
    if (!parsed.success) {
      setError(t("fair.clientSeedInvalid"));
      return;
    }
    setError(null);
    try {
      onSeeds(await save.mutateAsync(parsed.data));
      setSaved(true);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <form className="fair-seed-form" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={id}>
        {t("fair.clientSeed")}
      </label>
      <div className="fair-seed-form__row">
        <input
          id={id}
          className="input fair-mono"
          value={value}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setSaved(false);
          }}
        />
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setValue(randomClientSeed())}
        >
          {t("fair.random")}
        </button>
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
          {t("fair.save")}
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={error ? "field__message" : "field__hint"}
        role={error ? "alert" : undefined}
      >
        {error ?? (saved ? t("fair.clientSeedSaved") : t("fair.clientSeedHint"))}
      </p>
    </form>
  );
}

/** Opens /fair in a new tab with a spin's inputs filled in. */
function VerifyLink({
  spin,
  className,
  children,
}: {
  spin: Parameters<typeof verifyHref>[0];
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={`btn btn--secondary btn--small${className ? ` ${className}` : ""}`}
      href={verifyHref(spin)}
      target="_blank"
      rel="noopener"
    >
      {children}
    </a>
  );
}

function History({ game, symbol }: { game: HouseGame; symbol: string }) {
  const { t } = useTranslation("slots");
  const { timeZone } = useWhitelabel();
  const [page, setPage] = useState(1);
  const history = useQuery(historyQuery(page, HISTORY_PAGE_SIZE));

  if (history.isPending) return <Spinner label={t("fair.loading")} size={28} />;
  if (history.isError) return <p className="alert alert--error">{errorText(history.error)}</p>;
  const { list, total } = history.data;
  if (list.length === 0) return <p className="fair-empty">{t("fair.historyEmpty")}</p>;
  return (
    <>
      <ol className="fair-history">
        {list.map((item) => (
          <li key={item.roundId} className="fair-spin">
            <div className="fair-spin__head">
              <span>{formatDateTime(item.time, timeZone)}</span>
              <span>
                {t("fair.betWin", {
                  bet: formatAmount(item.bet, symbol),
                  win: formatAmount(item.win, symbol),
                })}
              </span>
            </div>
            <dl className="fair-spin__data">
              <SeedRow label={t("fair.nonce")} value={String(item.nonce)} mono={false} />
              <SeedRow label={t("fair.clientSeed")} value={item.clientSeed} />
              <SeedRow label={t("fair.serverSeedHash")} value={item.serverSeedHash} />
              {item.serverSeed ? (
                <SeedRow label={t("fair.serverSeed")} value={item.serverSeed} />
              ) : (
                <div className="fair-row">
                  <dt className="fair-row__label">{t("fair.serverSeed")}</dt>
                  <dd className="fair-row__value fair-row__value--muted">{t("fair.hiddenUntilRotate")}</dd>
                </div>
              )}
            </dl>
            {item.serverSeed && (
              <VerifyLink
                className="fair-spin__verify"
                spin={{
                  slotId: item.slotId || game.slotId,
                  variant: item.variant,
                  serverSeed: item.serverSeed,
                  clientSeed: item.clientSeed,
                  nonce: item.nonce,
                  bet: item.bet,
                }}
              >
                {t("fair.verify")}
              </VerifyLink>
            )}
          </li>
        ))}
      </ol>
      {total > HISTORY_PAGE_SIZE && (
        <Paginator page={page} pageSize={HISTORY_PAGE_SIZE} total={total} onPage={setPage} />
      )}
    </>
  );
}

/**
 * Provably fair, inside the game: the hash of the server seed in play (shown before any spin), the
 * client seed (editable), the next nonce, rotation (reveals the seed) and the spins with their
 * inputs, each verifiable on /fair once its server seed is revealed.
 */
export function FairPanel({
  game,
  seeds,
  onSeeds,
  symbol,
  onClose,
}: {
  game: HouseGame;
  seeds: FairSeeds;
  onSeeds: (seeds: FairSeeds) => void;
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("slots");
  const queryClient = useQueryClient();
  const current = useQuery(seedsQuery());
  const rotate = useMutation({ mutationFn: rotateSeed });

  useEffect(() => {
    if (current.data) onSeeds(current.data.current);
  }, [current.data, onSeeds]);

  const onRotate = async () => {
    try {
      const result = await rotate.mutateAsync();
      onSeeds(result.current);
      void queryClient.invalidateQueries({ queryKey: queryKeys.house.all });
    } catch {
      // Shown from rotate.error below.
    }
  };
  const revealed = rotate.data?.revealed;

  return (
    <Modal title={t("fair.title")} onClose={onClose} className="fair-panel">
      <div className="fair-panel__body">
        <p className="fair-panel__lead">{t("fair.lead")}</p>
        <section className="fair-section" aria-labelledby="fair-current">
          <h3 id="fair-current" className="fair-section__title">
            {t("fair.current")}
          </h3>
          <dl>
            <SeedRow label={t("fair.serverSeedHash")} value={seeds.serverSeedHash} />
            <SeedRow label={t("fair.nextNonce")} value={String(seeds.nonce)} mono={false} />
          </dl>
          <ClientSeedForm seeds={seeds} onSeeds={onSeeds} />
          <div className="fair-rotate">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={onRotate}
              disabled={rotate.isPending}
            >
              {t("fair.rotate")}
            </button>
            <p className="field__hint">{t("fair.rotateHint")}</p>
          </div>
          {rotate.isError && (
            <p className="alert alert--error" role="alert">
              {errorText(rotate.error)}
            </p>
          )}
          {revealed && (
            <div className="fair-revealed" role="status">
              <h4>{t("fair.revealed")}</h4>
              <dl>
                <SeedRow label={t("fair.serverSeed")} value={revealed.serverSeed} />
                <SeedRow label={t("fair.serverSeedHash")} value={revealed.serverSeedHash} />
                <SeedRow label={t("fair.clientSeed")} value={revealed.clientSeed} />
                <SeedRow label={t("fair.lastNonce")} value={String(revealed.lastNonce)} mono={false} />
              </dl>
              {revealed.lastNonce >= 0 && (
                <VerifyLink
                  spin={{
                    slotId: game.slotId,
                    variant: game.variant,
                    serverSeed: revealed.serverSeed,
                    clientSeed: revealed.clientSeed,
                    nonce: revealed.lastNonce,
                  }}
                >
                  {t("fair.verifyLast")}
                </VerifyLink>
              )}
            </div>
          )}
        </section>
        <section className="fair-section" aria-labelledby="fair-history">
          <h3 id="fair-history" className="fair-section__title">
            {t("fair.history")}
          </h3>
          <History game={game} symbol={symbol} />
        </section>
      </div>
    </Modal>
  );
}
