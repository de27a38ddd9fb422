import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seal, unseal } from "./crypto";
import { AppError } from "./errors";
import { PayloadEncryption } from "./payload-encryption";

/** A database stand-in holding the one key row PayloadEncryption reads and writes. */
function keyTable() {
  const rows: Record<string, unknown>[] = [];
  const chain = {
    insert: () => ({
      values: (row: Record<string, unknown>) => ({
        onConflictDoNothing: async () => {
          rows.push({ ...row, active: true, createdAt: new Date() });
        },
      }),
    }),
    select: () => ({
      from: () => ({ where: () => ({ orderBy: () => ({ limit: async () => rows.slice(0, 1) }) }) }),
    }),
  };
  return chain as never;
}

function encrypt(keyId: string, jwk: Record<string, unknown>, body: unknown) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", aesKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body)), cipher.final(), cipher.getAuthTag()]);
  const key = publicEncrypt(
    {
      key: createPublicKey({ key: jwk as never, format: "jwk" }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: "sha256",
    },
    aesKey,
  );
  return {
    enc: "v1" as const,
    keyId,
    key: key.toString("base64"),
    iv: iv.toString("base64"),
    data: data.toString("base64"),
  };
}

describe("payload encryption", () => {
  it("decrypts what the site encrypts with the brand public key", async () => {
    const encryption = new PayloadEncryption(keyTable(), randomBytes(32));
    const { keyId, publicJwk } = await encryption.activeKey("brand-1");
    const body = { username: "demo01", password: "Demo1234" };
    expect(await encryption.decrypt("brand-1", encrypt(keyId, publicJwk, body))).toEqual(body);
  });

  it("refuses a tampered ciphertext and an unknown key id", async () => {
    const encryption = new PayloadEncryption(keyTable(), randomBytes(32));
    const { keyId, publicJwk } = await encryption.activeKey("brand-1");
    const sealed = encrypt(keyId, publicJwk, { a: 1 });
    const tampered = Buffer.from(sealed.data, "base64");
    tampered[0] = (tampered[0] ?? 0) ^ 0xff;
    await expect(
      encryption.decrypt("brand-1", { ...sealed, data: tampered.toString("base64") }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(encryption.decrypt("brand-1", { ...sealed, keyId: "other" })).rejects.toMatchObject({
      code: "encryption.invalid",
    });
  });

  it("seals secrets at rest under the master key", () => {
    const masterKey = randomBytes(32);
    const sealedText = seal(masterKey, "private key");
    expect(sealedText).not.toContain("private key");
    expect(unseal(masterKey, sealedText)).toBe("private key");
    expect(() => unseal(randomBytes(32), sealedText)).toThrow();
  });
});
