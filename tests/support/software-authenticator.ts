import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A WebAuthn authenticator in software, for integration tests that drive better-auth's passkey
 * plugin for real (its @simplewebauthn/server checks every byte below): a P-256 key per passkey,
 * "none" attestation, and the user-verified flag unless a test asks for an answer without it.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

/** The little CBOR WebAuthn needs: small integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest();
const counterBytes = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export interface Ceremony {
  rpId: string;
  origin: string;
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** A new passkey and the browser's answer to the registration options (PublicKeyCredential.toJSON()). */
export function register(options: { challenge: string }, { rpId, origin }: Ceremony): { passkey: SoftwarePasskey; response: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, "base64url")],
    [-3, Buffer.from(jwk.y!, "base64url")],
  ]);
  const credentialId = randomBytes(32);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL]),
    counterBytes(0),
    Buffer.alloc(16),
    idLength,
    credentialId,
    cbor(coseKey),
  ]);
  const attestationObject = cbor({ fmt: "none", attStmt: {}, authData });
  const id = b64url(credentialId);
  return {
    passkey: { credentialId, privateKey, publicKey, counter: 0 },
    response: {
      id,
      rawId: id,
      type: "public-key",
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ["internal"] },
    },
  };
}

/** The browser's signed answer to authentication options with this passkey; `verified: false` leaves out user verification. */
export function authenticate(
  passkey: SoftwarePasskey,
  options: { challenge: string },
  { rpId, origin }: Ceremony,
  { verified = true }: { verified?: boolean } = {},
): Record<string, unknown> {
  passkey.counter += 1;
  const authData = Buffer.concat([sha256(rpId), Buffer.from([USER_PRESENT | (verified ? USER_VERIFIED : 0)]), counterBytes(passkey.counter)]);
  const data = clientData("webauthn.get", options.challenge, origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  const id = b64url(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: "public-key",
    authenticatorAttachment: "platform",
    clientExtensionResults: {},
    response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature) },
  };
}
