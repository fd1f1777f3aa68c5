/** Prometheus text as the service serves it on METRICS_PORT, read by the bench and the tests. */

export interface MetricSample { name: string, labels: Record<string, string>, value: number }

/** The samples of a Prometheus text exposition: `name{labels} value` lines, comments skipped. */
export function metricSamples (text: string): MetricSample[] {
  return text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).map((line) => {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (match === null) throw new Error(`not a sample line: ${line}`)
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]))
    return { name: match[1] as string, labels: labels as Record<string, string>, value: Number(match[3]) }
  })
}

/** The sum of the samples named `name` whose labels include `labels`. */
export function metricValue (all: readonly MetricSample[], name: string, labels: Record<string, string> = {}): number {
  return all.filter((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted)).reduce((sum, sample) => sum + sample.value, 0)
}
