import * as schema from "@lotus/db/schema";
import { and, desc, eq, like } from "drizzle-orm";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import type { TestApp } from "../support/app";

/** Helpers of the member self-service tests (apps/server/test/profile). */

/** A real PNG of `width` × `height`: left half red, right half blue, the bottom row transparent. */
export function realPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const left = x < width / 2;
      png.data[at] = left ? 255 : 0;
      png.data[at + 1] = 0;
      png.data[at + 2] = left ? 0 : 255;
      png.data[at + 3] = y === height - 1 ? 0 : 255;
    }
  }
  return PNG.sync.write(png);
}

/** A real JPEG of `width` × `height`, a grey gradient. */
export function realJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    const shade = Math.round(((index % width) / width) * 255);
    data.fill(shade, index * 4, index * 4 + 3);
    data[index * 4 + 3] = 255;
  }
  return jpeg.encode({ width, height, data }, 90).data;
}

/** The audit rows a member's own actions wrote (actor `member:<account>`), newest first. */
export async function memberAudit(t: TestApp, memberId: string) {
  return t.platform.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetId, memberId), like(schema.auditLog.operatorName, "member:%")))
    .orderBy(desc(schema.auditLog.at));
}

/** The latest email to `address` and the six-digit code in it. */
export async function lastEmailCode(t: TestApp, address: string): Promise<{ subject: string; code: string }> {
  const rows = await t.platform.db
    .select()
    .from(schema.outboxMessages)
    .where(and(eq(schema.outboxMessages.recipient, address), eq(schema.outboxMessages.channel, "email")))
    .orderBy(desc(schema.outboxMessages.createdAt));
  const message = rows[0];
  const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  if (!message || !code) throw new Error(`no email code sent to ${address}`);
  return { subject: message.subject ?? "", code };
}
