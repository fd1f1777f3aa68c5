/**
 * The Link header for the next page: the request's own path and query with `cursor` replaced. The
 * URL is relative (RFC 8288 resolves it against the request URL), so no Host header is trusted.
 */
export function nextPageLink (requestUrl: string, cursor: string): string {
  return linkWith(requestUrl, 'cursor', cursor)
}

/** `<the request's path and query with name=value>; rel="next"`. */
export function linkWith (requestUrl: string, name: string, value: string): string {
  const url = new URL(requestUrl, 'http://service.invalid')
  url.searchParams.set(name, value)
  return `<${url.pathname}${url.search}>; rel="next"`
}
