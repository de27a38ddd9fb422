import { PARITY_PAIRS, pickHead, pickParity, pickSum, pickTail, withPermutations } from "@lotus/contracts";
import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  memo,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { boardKind, lineShape, type MarketTerms } from "../model/markets";
import {
  allNumbers,
  kenoNumbers,
  parseTypedNumbers,
  sortNumbers,
  toggleNumber,
  toggleNumbers,
} from "../model/numbers";

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The arrow keys' moves on a grid of `columns` (Home/End: the row's ends). */
function moveIndex(key: string, index: number, count: number, columns: number): number | null {
  const row = Math.floor(index / columns);
  switch (key) {
    case "ArrowRight":
      return Math.min(count - 1, index + 1);
    case "ArrowLeft":
      return Math.max(0, index - 1);
    case "ArrowDown":
      return index + columns < count ? index + columns : index;
    case "ArrowUp":
      return index - columns >= 0 ? index - columns : index;
    case "Home":
      return row * columns;
    case "End":
      return Math.min(count - 1, row * columns + columns - 1);
    default:
      return null;
  }
}

/**
 * A grid of number toggles (aria-pressed). One stop in the tab order; the arrow keys move inside
 * it, Space or Enter toggles.
 */
const NumberGrid = memo(function NumberGrid({
  numbers,
  selected,
  columns,
  label,
  variant,
  onToggle,
}: {
  numbers: readonly string[];
  selected: readonly string[];
  columns: number;
  label: string;
  variant: "digits" | "pairs" | "keno";
  onToggle: (number: string) => void;
}) {
  const [focus, setFocus] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const next = moveIndex(event.key, focus, numbers.length, columns);
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    buttons.current[next]?.focus();
  };
  return (
    <fieldset className={`lottery-grid lottery-grid--${variant}`} onKeyDown={onKeyDown}>
      <legend className="visually-hidden">{label}</legend>
      <div className="lottery-grid__cells" style={{ "--lottery-grid-columns": columns } as CSSProperties}>
        {numbers.map((number, index) => (
          <button
            key={number}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="lottery-grid__number"
            aria-pressed={chosen.has(number)}
            tabIndex={index === focus ? 0 : -1}
            onFocus={() => setFocus(index)}
            onClick={() => onToggle(number)}
          >
            {number}
          </button>
        ))}
      </div>
    </fieldset>
  );
});

/** Đầu, đuôi, tổng and chẵn/lẻ shortcuts of the 00–99 board: a tap adds their numbers, a second takes them out. */
function QuickPickers({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation("lottery");
  const chosen = new Set(selected);
  const allIn = (numbers: readonly string[]) => numbers.every((number) => chosen.has(number));
  const rows = [
    {
      id: "head",
      title: t("pickers.head"),
      pick: pickHead,
      name: (digit: number) => t("pickers.headDigit", { digit }),
    },
    {
      id: "tail",
      title: t("pickers.tail"),
      pick: pickTail,
      name: (digit: number) => t("pickers.tailDigit", { digit }),
    },
    {
      id: "sum",
      title: t("pickers.sum"),
      pick: pickSum,
      name: (digit: number) => t("pickers.sumDigit", { digit }),
    },
  ] as const;
  return (
    <fieldset className="lottery-pickers">
      <legend className="lottery-pickers__legend">{t("pickers.label")}</legend>
      {rows.map((row) => (
        <fieldset key={row.id} className="lottery-pickers__row">
          <legend className="lottery-pickers__title">{row.title}</legend>
          {DIGITS.map((digit) => {
            const numbers = row.pick(digit);
            return (
              <button
                key={digit}
                type="button"
                className="lottery-pickers__btn"
                aria-label={row.name(digit)}
                aria-pressed={allIn(numbers)}
                onClick={() => onChange(toggleNumbers(selected, numbers))}
              >
                {digit}
              </button>
            );
          })}
        </fieldset>
      ))}
      <fieldset className="lottery-pickers__row">
        <legend className="lottery-pickers__title">{t("pickers.parity")}</legend>
        {PARITY_PAIRS.map((pair) => {
          const numbers = pickParity(pair);
          return (
            <button
              key={pair}
              type="button"
              className="lottery-pickers__btn lottery-pickers__btn--wide"
              aria-pressed={allIn(numbers)}
              onClick={() => onChange(toggleNumbers(selected, numbers))}
            >
              {t(`pickers.${pair}`)}
            </button>
          );
        })}
      </fieldset>
    </fieldset>
  );
}

/** Typed numbers of the market's width; "Add with đảo" adds every ordering of their digits too. */
function TypedEntry({
  digits,
  selected,
  onChange,
}: {
  digits: number;
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation("lottery");
  const id = useId();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<string[]>([]);
  const add = (permute: boolean) => {
    const parsed = parseTypedNumbers(text, digits);
    setInvalid(parsed.invalid);
    if (parsed.numbers.length === 0) return;
    const numbers = permute ? withPermutations(parsed.numbers) : parsed.numbers;
    onChange(sortNumbers([...selected, ...numbers]));
    if (parsed.invalid.length === 0) setText("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add(false);
  };
  return (
    <form className="lottery-typed" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={id}>
        {t("board.typed")}
      </label>
      <div className="lottery-typed__row">
        <input
          id={id}
          className="input lottery-typed__input"
          value={text}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid.length > 0 ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn--secondary btn--small">
          {t("board.add")}
        </button>
        {digits >= 2 && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => add(true)}>
            {t("board.addPermutations")}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={invalid.length > 0 ? "field__error" : "field__hint"}>
        {invalid.length > 0
          ? t("board.invalid", { count: digits, numbers: invalid.join(", ") })
          : `${t("board.typedHint", { count: digits })}${digits >= 2 ? ` ${t("board.permutationsHint")}` : ""}`}
      </p>
    </form>
  );
}

/** The chosen numbers as chips (where no grid shows them), each removable. */
function ChosenChips({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation("lottery");
  if (selected.length === 0) return null;
  return (
    <ul className="lottery-chips">
      {selected.map((number) => (
        <li key={number}>
          <button
            type="button"
            className="lottery-chip"
            aria-label={t("board.remove", { number })}
            onClick={() => onChange(toggleNumber(selected, number))}
          >
            {number}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The numbers of a bet: 00–99 for 2-digit markets (with quick pickers and typed numbers), 0–9 for
 * đầu/đuôi, typed numbers for 3 and 4 digits, 1–80 for Keno picks, nothing for Keno side markets.
 */
export function NumberBoard({
  market,
  selected,
  onChange,
}: {
  market: MarketTerms;
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation("lottery");
  const kind = boardKind(market);
  const shape = lineShape(market);
  const toggle = (number: string) => onChange(toggleNumber(selected, number));
  const pairs = useMemo(() => allNumbers(2), []);
  const digits = useMemo(() => allNumbers(1), []);
  const balls = useMemo(() => kenoNumbers(), []);

  if (kind === "none") return <p className="lottery-board__none">{t("board.noNumbers")}</p>;
  return (
    <div className={`lottery-board lottery-board--${kind}`}>
      {shape.kind === "set" && shape.size > 1 && (
        <p className="lottery-board__hint">{t("board.legs", { count: shape.size })}</p>
      )}
      {kind === "grid" && (
        <NumberGrid
          numbers={pairs}
          selected={selected}
          columns={10}
          label={t("board.grid")}
          variant="pairs"
          onToggle={toggle}
        />
      )}
      {kind === "digit" && (
        <NumberGrid
          numbers={digits}
          selected={selected}
          columns={5}
          label={t("board.digits")}
          variant="digits"
          onToggle={toggle}
        />
      )}
      {kind === "keno" && (
        <NumberGrid
          numbers={balls}
          selected={selected}
          columns={10}
          label={t("board.keno")}
          variant="keno"
          onToggle={toggle}
        />
      )}
      {kind === "typed" && <ChosenChips selected={selected} onChange={onChange} />}
      <div className="lottery-board__status">
        <span aria-live="polite">{t("board.selected", { count: selected.length })}</span>
        {selected.length > 0 && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange([])}>
            {t("board.clear")}
          </button>
        )}
      </div>
      {(kind === "grid" || kind === "typed") && (
        <TypedEntry digits={market.digits} selected={selected} onChange={onChange} />
      )}
      {kind === "grid" && <QuickPickers selected={selected} onChange={onChange} />}
    </div>
  );
}
