import type { EncryptedBody } from "@lotus/contracts";

/**
 * Payload encryption of DESIGN §3 for the calls marked enc: a fresh AES-256-GCM key per request,
 * wrapped with the brand's RSA-OAEP-256 public key. WebCrypto's AES-GCM output is already
 * ciphertext followed by the 16-byte tag, which is what the server expects in `data`.
 */
export interface PublicKeyInfo {
  keyId: string;
  jwk: Record<string, unknown>;
}

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // Chunks keep String.fromCharCode's argument list small for large payloads.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Only the RSA parameters: key_ops or use from the server must not restrict what we import it for. */
function rsaPublicJwk(jwk: Record<string, unknown>): JsonWebKey {
  const { kty, n, e } = jwk;
  if (kty !== "RSA" || typeof n !== "string" || typeof e !== "string") {
    throw new TypeError("public key is not an RSA JWK");
  }
  return { kty, n, e, alg: "RSA-OAEP-256", ext: true };
}

export async function encryptPayload(
  body: unknown,
  publicKey: PublicKeyInfo,
  cryptoImpl: Crypto = globalThis.crypto,
): Promise<EncryptedBody> {
  const { subtle } = cryptoImpl;
  const rawKey = cryptoImpl.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const iv = cryptoImpl.getRandomValues(new Uint8Array(IV_BYTES));
  const aesKey = await subtle.importKey("raw", rawKey, { name: "AES-GCM" }, false, ["encrypt"]);
  const plaintext = new TextEncoder().encode(JSON.stringify(body ?? {}));
  const data = new Uint8Array(await subtle.encrypt({ name: "AES-GCM", iv }, aesKey, plaintext));
  const rsaKey = await subtle.importKey(
    "jwk",
    rsaPublicJwk(publicKey.jwk),
    { name: "RSA-OAEP", hash: "SHA-256" },
    false,
    ["encrypt"],
  );
  // Encrypting the raw key bytes with RSA-OAEP is exactly a raw-format key wrap.
  const wrapped = new Uint8Array(await subtle.encrypt({ name: "RSA-OAEP" }, rsaKey, rawKey));
  return {
    enc: "v1",
    keyId: publicKey.keyId,
    key: toBase64(wrapped),
    iv: toBase64(iv),
    data: toBase64(data),
  };
}

/** Caches the brand key between requests; cleared when the server stops accepting it (key rotation). */
export function createPublicKeyCache(load: () => Promise<PublicKeyInfo>) {
  let pending: Promise<PublicKeyInfo> | null = null;
  return {
    get(): Promise<PublicKeyInfo> {
      if (!pending) {
        pending = load().catch((error: unknown) => {
          pending = null;
          throw error;
        });
      }
      return pending;
    },
    clear(): void {
      pending = null;
    },
  };
}
