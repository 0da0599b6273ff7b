// The keys of the audit trails (./chain.ts). Each event is hashed with the current key (AUDIT_KEY)
// and records that key's short id; keys rotated out (AUDIT_KEY_PREVIOUS) still verify the events
// they hashed. Without the key, someone who can write to the database cannot rebuild a chain they
// changed: a plain SHA-256 over the same content is not what the server computes.
//
// The keys are the process's configuration, set once by createApp (the mail kinds' delivery hooks
// append events too, and have no dependencies passed to them).
import { createHash } from "node:crypto";
import type { AuditConfig } from "../config";

export interface AuditKey {
  /** 8 hex digits derived from the key: which key hashed an event, without saying what it is. */
  id: string;
  secret: string;
}

export interface AuditKeyring {
  /** Hashes every new event and seals every chain's head. */
  current: AuditKey;
  /** Every key that verifies, by id: the current one and the previous ones. */
  byId: ReadonlyMap<string, AuditKey>;
}

export const auditKeyId = (secret: string) => createHash("sha256").update(`founderdocs audit key id\n${secret}`).digest("hex").slice(0, 8);

export function auditKeyring({ key, previousKeys }: AuditConfig): AuditKeyring {
  const current = { id: auditKeyId(key), secret: key };
  const byId = new Map<string, AuditKey>([[current.id, current]]);
  for (const secret of previousKeys) {
    const id = auditKeyId(secret);
    if (!byId.has(id)) byId.set(id, { id, secret });
  }
  return { current, byId };
}

let configured: AuditKeyring | undefined;

/** Sets the keys every append and verification uses (createApp, from the configuration). */
export function setAuditKeys(keyring: AuditKeyring): void {
  configured = keyring;
}

export function auditKeys(): AuditKeyring {
  if (!configured) throw new Error("The audit keys are not set: createApp sets them from AUDIT_KEY");
  return configured;
}
