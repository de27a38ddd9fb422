import type { Database } from "@lotus/db";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { insertOutboxMessage, listOutboxMessages } from "./messaging.repository";

export interface OutgoingMessage {
  brandId: string;
  channel: "sms" | "email";
  /** "+84 912345678" for SMS, an address for email. */
  recipient: string;
  subject?: string;
  body: string;
}

/** Delivers one message; throws when the provider refused it. */
export interface MessageProvider {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

/** SMTP delivery through nodemailer (SMTP_URL). */
export function smtpProvider(url: string, from: string): MessageProvider {
  const transport = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async deliver(message) {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? "",
        text: message.body,
      });
    },
  };
}

/** An HTTP SMS gateway that takes POST {to, text} with a bearer token (SMS_GATEWAY_URL). */
export function httpSmsProvider(url: string, token: string | undefined): MessageProvider {
  return {
    name: "http-sms",
    async deliver(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.recipient, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/**
 * Sends SMS and email. Every message is recorded in the outbox table (support can see what was
 * sent); a configured provider also delivers it, otherwise the outbox is the delivery (dev).
 */
export class Messaging {
  constructor(
    private readonly db: Database,
    private readonly providers: { sms?: MessageProvider; email?: MessageProvider },
    private readonly logger: Logger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const provider = this.providers[message.channel];
    let status = "recorded";
    let error: string | null = null;
    if (provider) {
      try {
        await provider.deliver(message);
        status = "sent";
      } catch (cause) {
        status = "failed";
        error = cause instanceof Error ? cause.message : String(cause);
        this.logger.warn(
          { channel: message.channel, provider: provider.name, err: error },
          "message delivery failed",
        );
      }
    }
    await insertOutboxMessage(this.db, {
      brandId: message.brandId,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      provider: provider?.name ?? "outbox",
      status,
      error,
    });
  }

  /** What was sent for a brand, newest first (support's outbox screen). */
  async list(
    brandId: string,
    filter: { channel?: string; recipient?: string },
    page: number,
    pageSize: number,
  ) {
    const { rows, total } = await listOutboxMessages(this.db, brandId, filter, page, pageSize);
    return {
      list: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
      total,
      page,
      pageSize,
    };
  }
}
