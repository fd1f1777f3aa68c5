/**
 * If-None-Match as RFC 9110 section 13.1.2 reads it: `*`, or a comma-separated list of entity tags,
 * compared weakly (section 8.8.3.2: two tags match when their opaque parts are equal, with or
 * without W/).
 */

/** One entity tag of a list; its opaque part may hold commas, so the list is not split on them. */
const ENTITY_TAG = /(?:W\/)?"([\x21\x23-\x7E\x80-\xFF]*)"[ \t]*(?:,|$)/y
/** What separates list elements; empty elements are allowed (RFC 9110 section 5.6.1). */
const SEPARATORS = /[ \t,]*/y

/** The opaque parts of the tags the header names, or '*'; undefined when the header is absent or not a valid list. */
export function parseIfNoneMatch (header: string | undefined): '*' | string[] | undefined {
  if (header === undefined) return undefined
  if (header.trim() === '*') return '*'
  const tags: string[] = []
  let at = 0
  for (;;) {
    SEPARATORS.lastIndex = at
    SEPARATORS.exec(header)
    if (SEPARATORS.lastIndex >= header.length) return tags
    ENTITY_TAG.lastIndex = SEPARATORS.lastIndex
    const match = ENTITY_TAG.exec(header)
    // A malformed list is ignored as a whole, as if the header were absent: the client gets the answer.
    if (match === null) return undefined
    tags.push(match[1] as string)
    at = ENTITY_TAG.lastIndex
  }
}

/** The opaque part of an entity tag as we send it (`"3"` or `W/"abc"`). */
export function opaqueTag (etag: string): string {
  return etag.slice(etag.indexOf('"') + 1, -1)
}

/** Whether If-None-Match names `etag` (weak comparison), or is `*`. */
export function noneMatchNames (header: string | undefined, etag: string): boolean {
  const tags = parseIfNoneMatch(header)
  if (tags === undefined) return false
  return tags === '*' || tags.includes(opaqueTag(etag))
}
