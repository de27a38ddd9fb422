import { describe, expect, it } from "vitest";
import { createPublicKeyCache, encryptPayload, fromBase64, toBase64 } from "./encryption";

async function brandKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["encrypt", "decrypt"],
  );
  const jwk = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as Record<string, unknown>;
  // The server may publish usage hints; they must not stop the client from using the key.
  return {
    privateKey: pair.privateKey,
    publicKey: { keyId: "brand-key-1", jwk: { ...jwk, key_ops: ["wrapKey"], use: "enc" } },
  };
}

describe("encryptPayload", () => {
  it("produces an envelope the brand's private key opens back into the JSON body", async () => {
    const { privateKey, publicKey } = await brandKeyPair();
    const body = { username: "người chơi", password: "S3cret!", remember: true };
    const envelope = await encryptPayload(body, publicKey);

    expect(envelope.enc).toBe("v1");
    expect(envelope.keyId).toBe("brand-key-1");
    const iv = fromBase64(envelope.iv);
    expect(iv).toHaveLength(12);

    const rawKey = new Uint8Array(
      await crypto.subtle.decrypt({ name: "RSA-OAEP" }, privateKey, fromBase64(envelope.key)),
    );
    expect(rawKey).toHaveLength(32);
    const aesKey = await crypto.subtle.importKey("raw", rawKey, { name: "AES-GCM" }, false, ["decrypt"]);
    const data = fromBase64(envelope.data);
    const plaintext = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, aesKey, data);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(body);
    // ciphertext || 16-byte tag
    expect(data.length).toBe(new TextEncoder().encode(JSON.stringify(body)).length + 16);
  });

  it("uses a fresh key and iv for every request", async () => {
    const { publicKey } = await brandKeyPair();
    const first = await encryptPayload({ a: 1 }, publicKey);
    const second = await encryptPayload({ a: 1 }, publicKey);
    expect(first.iv).not.toBe(second.iv);
    expect(first.key).not.toBe(second.key);
    expect(first.data).not.toBe(second.data);
  });

  it("refuses a key that is not an RSA JWK", async () => {
    await expect(encryptPayload({}, { keyId: "x", jwk: { kty: "EC" } })).rejects.toThrow(TypeError);
  });
});

describe("base64", () => {
  it("round-trips bytes, including large payloads", () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(toBase64(new Uint8Array([104, 105]))).toBe("aGk=");
  });
});

describe("createPublicKeyCache", () => {
  it("loads the key once, and again after clear or a failed load", async () => {
    let loads = 0;
    let fail = true;
    const cache = createPublicKeyCache(async () => {
      loads += 1;
      if (fail) throw new Error("offline");
      return { keyId: `k${loads}`, jwk: {} };
    });
    await expect(cache.get()).rejects.toThrow("offline");
    fail = false;
    expect((await cache.get()).keyId).toBe("k2");
    expect((await cache.get()).keyId).toBe("k2");
    cache.clear();
    expect((await cache.get()).keyId).toBe("k3");
  });
});
