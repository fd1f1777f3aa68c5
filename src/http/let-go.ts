/**
 * Frees a Buffer's memory now rather than at the next collection, when the Buffer is the only
 * view of an ArrayBuffer of its own (a slice of a shared one, Buffer's pool, is left to the
 * collector): a body read while the heap allocates little sees no collection until it ends, and
 * memory malloc'd outside V8's heap for its pieces stayed in the process's RSS after it was freed,
 * as glibc keeps freed small allocations for the process (docs/PERFORMANCE.md, "Bank
 * reconciliation"). Detaching the ArrayBuffer (transfer to an empty one) frees its memory at once:
 * every view of it reads as empty from then on, so only a Buffer no one else reads is let go.
 * `whole: false` lets go of the ArrayBuffer behind a view that covers only part of it (zlib's
 * output, a chunk of which the view is the used part).
 */
export function letGo (bytes: Uint8Array, { whole = true }: { whole?: boolean } = {}): void {
  const memory: ArrayBufferLike & Partial<Es2024ArrayBuffer> = bytes.buffer
  if (!(memory instanceof ArrayBuffer) || memory.transfer === undefined) return
  if (whole && (bytes.byteOffset !== 0 || bytes.byteLength !== memory.byteLength)) return
  try {
    memory.transfer(0)
  } catch {
    // Not detachable (an ArrayBuffer Node keeps for itself): the collector frees it.
  }
}

/** ES2024's ArrayBuffer, which Node 22.19 and 24 have and the project's TypeScript lib (ES2022) does not name. */
interface Es2024ArrayBuffer { transfer: (length: number) => ArrayBuffer }
