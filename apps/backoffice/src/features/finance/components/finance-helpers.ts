import type { PaymentChannelAdminView, PaymentChannelType } from "@lotus/contracts";

export type Tone = "neutral" | "success" | "warning" | "danger" | "info";

/** Badge colour of any finance status (deposit, withdrawal, dispute, adjustment). */
export function statusTone(status: string): Tone {
  switch (status) {
    case "pending":
    case "pending_approval":
    case "awaiting_payment":
    case "not_received":
      return "warning";
    case "approved":
    case "paid":
    case "matching":
    case "disbursed":
      return "info";
    case "success":
    case "completed":
    case "received":
    case "posted":
      return "success";
    case "failed":
    case "rejected":
    case "refunded":
      return "danger";
    default:
      return "neutral";
  }
}

/** The channel form as the inputs hold it: amounts and numbers as text, instructions per language. */
export interface ChannelFormValues {
  type: PaymentChannelType;
  name: string;
  min: string;
  max: string;
  instructions: Record<string, string>;
  bankName: string;
  accountNumber: string;
  payeeName: string;
  secret: string;
  expiryMinutes: string;
  enabled: boolean;
  sortOrder: string;
}

export function emptyChannelForm(): ChannelFormValues {
  return {
    type: "bank_transfer",
    name: "",
    min: "",
    max: "",
    instructions: { EN: "", VI: "" },
    bankName: "",
    accountNumber: "",
    payeeName: "",
    secret: "",
    expiryMinutes: "30",
    enabled: true,
    sortOrder: "0",
  };
}

export function channelToForm(channel: PaymentChannelAdminView): ChannelFormValues {
  return {
    type: channel.type,
    name: channel.name,
    min: String(channel.min),
    max: String(channel.max),
    instructions: { EN: "", VI: "", ...(channel.instructions as Record<string, string>) },
    bankName: channel.bank?.bankName ?? "",
    accountNumber: channel.bank?.accountNumber ?? "",
    payeeName: channel.bank?.payeeName ?? "",
    secret: "",
    expiryMinutes: String(channel.expiryMinutes),
    enabled: channel.enabled,
    sortOrder: String(channel.sortOrder),
  };
}

/** A number typed by the operator ("1,000.50" allowed); NaN when it is not one, undefined when blank. */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The body for the channel calls: bank details only for bank transfer, the gateway only for a
 * gateway (its secret only when typed: blank keeps the stored one), blank languages left out.
 */
export function channelFormToInput(values: ChannelFormValues): Record<string, unknown> {
  const instructions = Object.fromEntries(
    Object.entries(values.instructions).filter(([, text]) => text.trim() !== ""),
  );
  return {
    type: values.type,
    name: values.name,
    min: parseNumber(values.min),
    max: parseNumber(values.max),
    instructions,
    ...(values.type === "bank_transfer"
      ? {
          bank: {
            bankName: values.bankName,
            accountNumber: values.accountNumber,
            payeeName: values.payeeName,
          },
        }
      : {}),
    ...(values.type === "gateway"
      ? { gateway: { provider: "sandbox", ...(values.secret ? { secret: values.secret } : {}) } }
      : {}),
    expiryMinutes: parseNumber(values.expiryMinutes),
    enabled: values.enabled,
    sortOrder: parseNumber(values.sortOrder),
  };
}

/** A fresh idempotency key for a create call (repeated clicks of one dialog reuse it). */
export function newRequestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Where a channel body's error path shows in the form ("bank.accountNumber" → "accountNumber"). */
export function channelErrorPath(path: string): string {
  if (path.startsWith("bank.")) return path.slice("bank.".length);
  if (path === "gateway.secret") return "secret";
  if (path === "gateway" || path === "gateway.provider") return "type";
  if (path === "bank") return "bankName";
  return path;
}
