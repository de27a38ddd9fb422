import {
  type AbuseMatchField,
  GAME_TYPES,
  type JoinMode,
  type LocalizedText,
  type PromotionAdminView,
  type PromotionInput,
  type PromotionType,
} from "@lotus/contracts";

/** The editor's form: the contract's input, with audience lists as comma-separated text. */
export interface EditorValues {
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  bannerUrl: string;
  startsAt: number | null;
  endsAt: number | null;
  joinMode: JoinMode;
  vipLevels: string;
  labels: string;
  agentIds: string;
  onePerPerson: boolean;
  matchOn: AbuseMatchField[];
  /** The type's configuration as edited (numbers may be NaN while a field is blank). */
  config: Record<string, unknown> & { type: PromotionType };
  sortOrder: number;
}

const turnover = { multiple: 1, base: "bonus", weights: {}, expiryDays: 30, maxBet: 0 };

/** A fresh configuration of a type, with sensible starting values. */
export function defaultConfig(type: PromotionType): EditorValues["config"] {
  switch (type) {
    case "first_deposit":
    case "daily_deposit":
      return {
        type,
        percent: 100,
        cap: 1_000_000,
        minDeposit: 100_000,
        turnover: { ...turnover, multiple: 10 },
      };
    case "checkin":
      return { type, daily: { cash: 0, points: 100 }, streaks: [], turnoverMultiple: 1 };
    case "event_bonus":
      return { type, event: "birthday", amount: 88_000, turnover };
    case "raffle":
      return { type, raffleEventId: "" };
  }
}

export function toValues(item: PromotionAdminView | undefined, type: PromotionType): EditorValues {
  if (!item) {
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    return {
      title: { EN: "", VI: "" },
      summary: { EN: "", VI: "" },
      body: { EN: "", VI: "" },
      bannerUrl: "",
      startsAt: minute,
      endsAt: null,
      joinMode: "auto",
      vipLevels: "",
      labels: "",
      agentIds: "",
      onePerPerson: false,
      matchOn: [],
      config: defaultConfig(type),
      sortOrder: 0,
    };
  }
  return {
    title: { EN: "", VI: "", ...item.title },
    summary: { EN: "", VI: "", ...item.summary },
    body: { EN: "", VI: "", ...item.body },
    bannerUrl: item.bannerUrl ?? "",
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    joinMode: item.joinMode,
    vipLevels: item.audience.vipLevels.join(", "),
    labels: item.audience.labels.join(", "),
    agentIds: item.audience.agentIds.join(", "),
    onePerPerson: item.onePerPerson,
    matchOn: item.matchOn,
    config: item.config as EditorValues["config"],
    sortOrder: item.sortOrder,
  };
}

const list = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Blank number fields (NaN) are left out, so the contract's defaults or checks apply. */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => !(typeof inner === "number" && Number.isNaN(inner)))
        .map(([key, inner]) => [key, withoutBlanks(inner)]),
    );
  }
  return value;
}

const texts = (text: LocalizedText) =>
  Object.fromEntries(Object.entries(text).filter(([, value]) => value?.trim())) as LocalizedText;

/** The form as the contract's body. */
export function toBody(values: EditorValues): PromotionInput {
  const config = withoutBlanks(values.config) as Record<string, unknown>;
  const weights = (config.turnover as { weights?: Record<string, number> } | undefined)?.weights;
  if (weights) {
    // A game type left blank counts 100 %: it is not sent.
    for (const gameType of GAME_TYPES) if (weights[gameType] === undefined) delete weights[gameType];
  }
  return {
    title: texts(values.title),
    summary: texts(values.summary),
    body: texts(values.body),
    bannerUrl: values.bannerUrl.trim() || null,
    startsAt: values.startsAt ?? Number.NaN,
    endsAt: values.endsAt,
    joinMode: values.joinMode,
    audience: {
      vipLevels: list(values.vipLevels),
      labels: list(values.labels),
      agentIds: list(values.agentIds),
    },
    onePerPerson: values.onePerPerson,
    matchOn: values.onePerPerson ? values.matchOn : [],
    config: config as PromotionInput["config"],
    sortOrder: Number.isNaN(values.sortOrder) ? 0 : values.sortOrder,
  };
}
