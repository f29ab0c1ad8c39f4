/**
 * The version of a kept detail answer: the start of the SHA-256 of its text, computed once per
 * answer. A /detail page whose answer travels beside it (src/services/early-detail-contract.ts
 * INLINE_ANSWER_MAX) names the answer by goods id and version, so the browser gets exactly the
 * text the page was rendered from, or is told that the goods has changed since (its stock, a
 * counter) — from any instance: the same goods in the same state is the same text everywhere.
 */
import { createHash } from 'node:crypto';
import type { CachedDetail } from './detail-cache';

const versions = new WeakMap<CachedDetail, string>();

export function answerVersion(answer: CachedDetail): string {
  let version = versions.get(answer);
  if (version === undefined) {
    version = createHash('sha256').update(answer.body).digest('hex').slice(0, 16);
    versions.set(answer, version);
  }
  return version;
}

/** What a version looks like in a request. */
export const ANSWER_VERSION = /^[0-9a-f]{16}$/;
