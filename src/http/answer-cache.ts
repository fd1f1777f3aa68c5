import { LRUCache } from 'lru-cache'
import { Counter, Gauge, type Registry } from 'prom-client'

/**
 * Recent answers, kept in memory to be sent again while they are current (docs/CONTRACT.md section 16):
 * each entry carries the validator it was made under, and is used only when the validator read for
 * the request is the same. Bounded in bytes (ANSWER_CACHE_BYTES), least recently used out first,
 * by lru-cache. Keys start with the company, so one company's answer is never another's.
 */

/** An answer as it was sent: its body and the headers that belong to it. */
export interface StoredAnswer {
  etag: string
  body: Buffer
  headers: Readonly<Record<string, string>>
}

export interface AnswerCache {
  /** Whether answers are kept at all (ANSWER_CACHE_BYTES > 0). */
  enabled: boolean
  /** The largest answer kept: a longer one is sent without being collected. */
  maxEntryBytes: number
  /**
   * The answer under `key` if it was made under `etag` (a hit); otherwise (a miss) whether the
   * answer about to be made should be kept: only when the same question was asked before under the
   * same validator (see SEEN_KEYS).
   */
  lookup: (key: string, etag: string) => StoredAnswer | 'keep' | 'skip'
  /** Whether an answer is held under `key`, under whatever validator (its recency unchanged). */
  holds: (key: string) => boolean
  /** A miss under `etag` of a question whose answer the cache did not hold: whether the answer made should be kept (lookup's rule). */
  missed: (key: string, etag: string) => 'keep' | 'skip'
  set: (key: string, answer: StoredAnswer) => void
  /** Bytes held now. */
  bytes: () => number
}

/** What an entry costs besides its body: its key, headers and bookkeeping, roughly. */
const ENTRY_OVERHEAD = 256

/** No single answer may take more than this share of the cache, nor more than ENTRY_CAP bytes. */
const ENTRY_SHARE = 4
const ENTRY_CAP = 4 * 1024 * 1024

/**
 * Questions asked once, with the validator they were asked under: an answer enters the cache the
 * second time its question is asked under one validator. Polling asks the same question again and
 * again, so its answer is kept at its second request and sent from memory from the third; a
 * question asked once never is. Keeping every answer made was measured (docs/PERFORMANCE.md, issue
 * 19): with each request a new question, the large bodies it kept and pushed out cost the garbage
 * collector 1 to 9 ms of CPU per request, more than the list itself. Only keys are remembered
 * here, a few tens of bytes each.
 */
const SEEN_KEYS = 10_000

export function answerCache (maxBytes: number, registry: Registry): AnswerCache {
  const hits = new Counter({ name: 'contas_answer_cache_hits_total', help: 'Answers sent from the answer cache (their validator was current).', registers: [registry] })
  const misses = new Counter({ name: 'contas_answer_cache_misses_total', help: 'Cacheable requests the answer cache could not answer (no entry, or one made under an older validator).', registers: [registry] })
  const maxEntryBytes = Math.min(ENTRY_CAP, Math.floor(maxBytes / ENTRY_SHARE))
  const cache = maxBytes > 0
    ? new LRUCache<string, StoredAnswer>({
      maxSize: maxBytes,
      maxEntrySize: maxEntryBytes + ENTRY_OVERHEAD,
      sizeCalculation: (answer, key) => answer.body.length + key.length + ENTRY_OVERHEAD
    })
    : undefined
  const seen = new LRUCache<string, string>({ max: SEEN_KEYS })
  registry.registerMetric(new Gauge({
    name: 'contas_answer_cache_bytes',
    help: 'Bytes the answer cache holds (bodies, keys and a fixed overhead per entry); at most ANSWER_CACHE_BYTES.',
    registers: [],
    collect () { this.set(cache?.calculatedSize ?? 0) }
  }))
  return {
    enabled: cache !== undefined,
    maxEntryBytes,
    lookup (key, etag) {
      const answer = cache?.get(key)
      if (answer !== undefined && answer.etag === etag) {
        hits.inc()
        return answer
      }
      return this.missed(key, etag)
    },
    holds: (key) => cache?.has(key) === true,
    missed (key, etag) {
      misses.inc()
      if (seen.get(key) === etag) return 'keep'
      seen.set(key, etag)
      return 'skip'
    },
    set (key, answer) { cache?.set(key, answer) },
    bytes: () => cache?.calculatedSize ?? 0
  }
}
