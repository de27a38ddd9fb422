import {
  GAME_CODE_PATTERN,
  GAME_LIST_COLUMNS,
  GAME_LIST_MAX_BYTES,
  GAME_LIST_MAX_ROWS,
  GAME_TYPES,
  type GameImportIssue,
  type GameListFormat,
  type GameType,
  LANGUAGES,
  type Language,
  toMinor,
  VENDOR_STATUSES,
  type VendorStatus,
} from "@lotus/contracts";
import { AppError } from "../../platform/errors";

/**
 * Reading a provider's game list (docs/game-list-import.md): bytes → text → rows of cells → one
 * checked draft per row. Pure; the plan against the games already there is in game-list-plan.ts.
 */

export interface RowIssue {
  field: string;
  issue: GameImportIssue;
  params?: Record<string, string | number>;
}

/** The values a row gives; a field left out (empty cell, missing key, null) keeps what is there. */
export interface GameDraft {
  code: string;
  gameType: GameType;
  names: Partial<Record<Language, string>>;
  nodeId?: string;
  smallIcon?: string;
  largeIcon?: string;
  isHot?: boolean;
  tags?: string[];
  sortOrder?: number;
  trialAllowed?: boolean;
  status?: VendorStatus;
  minBetMinor?: bigint;
  maxBetMinor?: bigint;
}

export interface ParsedRow {
  line: number;
  /** Null when the row is too broken to name its fields. */
  draft: GameDraft | null;
  code: string;
  issues: RowIssue[];
}

const NAME_COLUMNS = LANGUAGES.map((language) => `name_${language}`);
const KNOWN_COLUMNS = new Set<string>([...GAME_LIST_COLUMNS, ...NAME_COLUMNS]);
const REQUIRED_COLUMNS = ["code", "gameType", "name_EN"];
const ICON = /^(https?:\/\/|\/)\S*$/;
const TRUE = new Set(["true", "1", "yes"]);
const FALSE = new Set(["false", "0", "no"]);

/** The file's bytes as text: size, UTF-8 and NUL checked, a byte-order mark dropped. */
export function decodeGameList(base64: string): string {
  // Checked on the base64 length first so an oversized upload is never decoded.
  if (Math.floor((base64.length * 3) / 4) > GAME_LIST_MAX_BYTES + 2)
    throw new AppError("game.import_too_large");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > GAME_LIST_MAX_BYTES) throw new AppError("game.import_too_large");
  if (bytes.includes(0)) throw new AppError("game.import_binary");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("game.import_encoding");
  }
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/**
 * RFC 4180 records: fields split by commas, records by CRLF or LF, quoted fields may hold commas,
 * line breaks and doubled quotes. Blank lines are skipped; `line` is where the record starts.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let index = 0;
  let quotedCell = false;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== "" || quotedCell) records.push({ line: start, cells });
    cells = [];
    cell = "";
    quotedCell = false;
  };
  while (index < text.length) {
    const char = text[index];
    if (char === '"' && cell === "" && !quotedCell) {
      const opened = line;
      index++;
      for (;;) {
        if (index >= text.length) throw new AppError("game.import_format", { line: opened });
        const inner = text[index];
        if (inner === '"') {
          if (text[index + 1] === '"') {
            cell += '"';
            index += 2;
            continue;
          }
          index++;
          break;
        }
        if (inner === "\n") line++;
        cell += inner;
        index++;
      }
      quotedCell = true;
      const next = text[index];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r")
        throw new AppError("game.import_format", { line });
      continue;
    }
    if (char === ",") {
      cells.push(cell);
      cell = "";
      quotedCell = false;
    } else if (char === "\r" && text[index + 1] === "\n") {
      index++;
      continue;
    } else if (char === "\n") {
      endRecord();
      line++;
      start = line;
    } else if (char === '"' || quotedCell) {
      // A quote inside an unquoted field, or text after a closing quote, is not RFC 4180.
      throw new AppError("game.import_format", { line });
    } else {
      cell += char;
    }
    index++;
  }
  if (cell !== "" || cells.length > 0 || quotedCell) endRecord();
  return records;
}

/** The rows of a CSV or JSON game list with their issues; file-level faults throw. */
export function readGameList(format: GameListFormat, text: string, minorDigits: number): ParsedRow[] {
  const raw = format === "csv" ? csvRows(text) : jsonRows(text);
  if (raw.length === 0) throw new AppError("game.import_empty");
  if (raw.length > GAME_LIST_MAX_ROWS) throw new AppError("game.import_too_many_rows");
  return raw.map((row) =>
    row.issues.length > 0
      ? { line: row.line, draft: null, code: row.cells.code ?? "", issues: row.issues }
      : checkRow(row.line, row.cells, minorDigits),
  );
}

interface RawRow {
  line: number;
  cells: Record<string, string>;
  issues: RowIssue[];
}

function checkColumns(columns: string[]) {
  const unknown = columns.filter((column) => !KNOWN_COLUMNS.has(column));
  const duplicate = columns.filter((column, index) => columns.indexOf(column) !== index);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (unknown.length || duplicate.length || missing.length)
    throw new AppError("game.import_columns", { missing, unknown, duplicate });
}

function csvRows(text: string): RawRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header) return [];
  const columns = header.cells.map((cell) => cell.trim());
  checkColumns(columns);
  return records.map(({ line, cells }) => {
    const issues: RowIssue[] =
      cells.length === columns.length
        ? []
        : [{ field: "", issue: "cells", params: { expected: columns.length, found: cells.length } }];
    const named: Record<string, string> = {};
    columns.forEach((column, index) => {
      named[column] = cells[index] ?? "";
    });
    return { line, cells: named, issues };
  });
}

function jsonRows(text: string): RawRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("game.import_format");
  }
  if (!Array.isArray(parsed)) throw new AppError("game.import_format");
  return parsed.map((item, index) => jsonRow(item, index + 1));
}

/** A JSON game as the same cells a CSV row has: `names` spreads to name_<LANGUAGE>, `tags` joins with |. */
function jsonRow(item: unknown, line: number): RawRow {
  if (typeof item !== "object" || item === null || Array.isArray(item))
    return { line, cells: {}, issues: [{ field: "", issue: "notObject" }] };
  const cells: Record<string, string> = {};
  const issues: RowIssue[] = [];
  for (const [key, value] of Object.entries(item)) {
    if (value === null) continue;
    if (key === "names" && typeof value === "object" && !Array.isArray(value)) {
      for (const [language, name] of Object.entries(value)) {
        const column = `name_${language}`;
        if (!KNOWN_COLUMNS.has(column)) issues.push({ field: `names.${language}`, issue: "unknownField" });
        else if (typeof name === "string") cells[column] = name;
        else if (name !== null) issues.push({ field: `names.${language}`, issue: "invalid" });
      }
    } else if (key === "tags" && Array.isArray(value)) {
      if (value.every((tag) => typeof tag === "string")) cells.tags = value.join("|");
      else issues.push({ field: key, issue: "tags" });
    } else if (key === "names" || key === "tags" || !KNOWN_COLUMNS.has(key) || NAME_COLUMNS.includes(key)) {
      issues.push({
        field: key,
        issue: KNOWN_COLUMNS.has(key) || key === "names" ? "invalid" : "unknownField",
      });
    } else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      cells[key] = String(value);
    } else {
      issues.push({ field: key, issue: "invalid" });
    }
  }
  return { line, cells, issues };
}

function checkRow(line: number, cells: Record<string, string>, minorDigits: number): ParsedRow {
  const issues: RowIssue[] = [];
  const given = (column: string) => {
    const value = (cells[column] ?? "").trim();
    return value === "" ? undefined : value;
  };
  const text = (column: string, max: number, pattern?: RegExp) => {
    const value = given(column);
    if (value === undefined) return undefined;
    if (value.length > max) issues.push({ field: column, issue: "tooLong", params: { max } });
    else if (pattern && !pattern.test(value)) issues.push({ field: column, issue: "url" });
    return value;
  };
  const flag = (column: string) => {
    const value = given(column)?.toLowerCase();
    if (value === undefined) return undefined;
    if (TRUE.has(value)) return true;
    if (FALSE.has(value)) return false;
    issues.push({ field: column, issue: "boolean" });
    return undefined;
  };
  const amount = (column: string) => {
    const value = given(column);
    if (value === undefined) return undefined;
    try {
      const minor = toMinor(value, minorDigits);
      if (minor > 0n && minor <= toMinor(1_000_000_000_000, minorDigits)) return minor;
    } catch {
      // reported below
    }
    issues.push({ field: column, issue: "amount", params: { digits: minorDigits } });
    return undefined;
  };

  const code = given("code") ?? "";
  if (!code) issues.push({ field: "code", issue: "required" });
  else if (!GAME_CODE_PATTERN.test(code)) issues.push({ field: "code", issue: "code" });
  const gameType = given("gameType")?.toUpperCase();
  if (!gameType) issues.push({ field: "gameType", issue: "required" });
  else if (!(GAME_TYPES as readonly string[]).includes(gameType))
    issues.push({ field: "gameType", issue: "unknownType" });
  const names: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const name = text(`name_${language}`, 200);
    if (name !== undefined) names[language] = name;
  }
  if (!names.EN) issues.push({ field: "name_EN", issue: "required" });

  const draft: GameDraft = { code, gameType: gameType as GameType, names };
  const nodeId = text("nodeId", 64);
  if (nodeId !== undefined) draft.nodeId = nodeId;
  const smallIcon = text("smallIcon", 500, ICON);
  if (smallIcon !== undefined) draft.smallIcon = smallIcon;
  const largeIcon = text("largeIcon", 500, ICON);
  if (largeIcon !== undefined) draft.largeIcon = largeIcon;
  const isHot = flag("isHot");
  if (isHot !== undefined) draft.isHot = isHot;
  const trialAllowed = flag("trialAllowed");
  if (trialAllowed !== undefined) draft.trialAllowed = trialAllowed;
  const tags = given("tags");
  if (tags !== undefined) {
    const list = [...new Set(tags.split("|").map((tag) => tag.trim()))].filter(Boolean);
    if (list.length > 10 || list.some((tag) => tag.length > 32))
      issues.push({ field: "tags", issue: "tags" });
    else draft.tags = list;
  }
  const sortOrder = given("sortOrder");
  if (sortOrder !== undefined) {
    const value = /^\d{1,6}$/.test(sortOrder) ? Number(sortOrder) : -1;
    if (value < 0 || value > 100_000)
      issues.push({ field: "sortOrder", issue: "integer", params: { min: 0, max: 100_000 } });
    else draft.sortOrder = value;
  }
  const status = given("status")?.toLowerCase();
  if (status !== undefined) {
    if ((VENDOR_STATUSES as readonly string[]).includes(status)) draft.status = status as VendorStatus;
    else issues.push({ field: "status", issue: "status" });
  }
  const minBet = amount("minBet");
  if (minBet !== undefined) draft.minBetMinor = minBet;
  const maxBet = amount("maxBet");
  if (maxBet !== undefined) draft.maxBetMinor = maxBet;
  // Checked here too so a row with other faults names this one as well (the plan checks the merged game).
  if (minBet !== undefined && maxBet !== undefined && minBet > maxBet)
    issues.push({ field: "maxBet", issue: "betRange" });
  return { line, draft: issues.length > 0 ? null : draft, code, issues };
}
