import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** 256-bit random token, URL-safe (DESIGN §6). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function safeEqual(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The key that seals secrets at rest (brand private keys). From MASTER_KEY, or in development a
 * key generated once into DATA_DIR/master.key.
 */
export function resolveMasterKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = Buffer.from(configured, "base64");
    if (key.length !== 32) throw new Error("MASTER_KEY must be base64 of exactly 32 bytes");
    return key;
  }
  const path = join(dataDir, "master.key");
  if (existsSync(path)) return Buffer.from(readFileSync(path, "utf8").trim(), "base64");
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(path, key.toString("base64"), { mode: 0o600 });
  return key;
}

/** AES-256-GCM seal: base64(iv ‖ tag ‖ ciphertext). */
export function seal(masterKey: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", masterKey, iv);
  const encrypted = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString("base64");
}

export function unseal(masterKey: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, "base64");
  const decipher = createDecipheriv("aes-256-gcm", masterKey, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
