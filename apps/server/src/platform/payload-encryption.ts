import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from "node:crypto";
import type { EncryptedBody } from "@lotus/contracts";
import type { Database } from "@lotus/db";
import { randomToken, seal, unseal } from "./crypto";
import { AppError } from "./errors";
import { findActiveBrandKey, insertBrandKey } from "./payload-encryption.repository";

interface BrandKey {
  keyId: string;
  publicJwk: Record<string, unknown>;
  privateKey: KeyObject;
}

/**
 * Payload encryption of the calls marked enc (DESIGN §3): AES-256-GCM under a fresh key wrapped
 * with the brand's RSA-OAEP-256 public key. Key pairs are made on first use and kept sealed.
 */
export class PayloadEncryption {
  private readonly cache = new Map<string, BrandKey>();
  private readonly pending = new Map<string, Promise<BrandKey>>();

  constructor(
    private readonly db: Database,
    private readonly masterKey: Buffer,
  ) {}

  async activeKey(brandId: string): Promise<BrandKey> {
    const cached = this.cache.get(brandId);
    if (cached) return cached;
    let loading = this.pending.get(brandId);
    if (!loading) {
      loading = this.loadOrCreate(brandId).finally(() => this.pending.delete(brandId));
      this.pending.set(brandId, loading);
    }
    const key = await loading;
    this.cache.set(brandId, key);
    return key;
  }

  private async loadOrCreate(brandId: string): Promise<BrandKey> {
    const existing = await this.findActive(brandId);
    if (existing) return existing;
    const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const publicJwk = { ...publicKey.export({ format: "jwk" }), alg: "RSA-OAEP-256", use: "enc" };
    const privatePem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    await insertBrandKey(this.db, {
      keyId: randomToken().slice(0, 16),
      brandId,
      publicJwk,
      sealedPrivateKey: seal(this.masterKey, privatePem),
    });
    // Another node may have raced us: whichever row is oldest wins for everyone.
    const stored = await this.findActive(brandId);
    if (!stored) throw new Error("brand key was not stored");
    return stored;
  }

  private async findActive(brandId: string): Promise<BrandKey | undefined> {
    const row = await findActiveBrandKey(this.db, brandId);
    if (!row) return undefined;
    return {
      keyId: row.keyId,
      publicJwk: row.publicJwk,
      privateKey: createPrivateKey(unseal(this.masterKey, row.sealedPrivateKey)),
    };
  }

  async decrypt(brandId: string, body: EncryptedBody): Promise<unknown> {
    const key = await this.activeKey(brandId);
    if (body.keyId !== key.keyId) throw new AppError("encryption.invalid", { reason: "unknown keyId" });
    try {
      const aesKey = privateDecrypt(
        { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
        Buffer.from(body.key, "base64"),
      );
      const iv = Buffer.from(body.iv, "base64");
      const data = Buffer.from(body.data, "base64");
      if (aesKey.length !== 32 || iv.length !== 12 || data.length < 16) throw new Error("bad sizes");
      const decipher = createDecipheriv("aes-256-gcm", aesKey, iv);
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString("utf8"));
    } catch {
      throw new AppError("encryption.invalid");
    }
  }
}
