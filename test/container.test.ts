import t from 'tap'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { loadConfig } from '../src/config.js'

/**
 * The container files, checked for what an operator relies on. No Docker engine runs on the
 * machines this suite runs on, so the image is not built here (docs/SCALING.md says how it was
 * checked); the configuration the compose file hands the service is loaded for real.
 */

const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8')
const compose = parse(readFileSync(new URL('../compose.yaml', import.meta.url), 'utf8'))

t.test('the image is built in one stage and runs in another, unprivileged, with a health check', async (t) => {
  const stages = [...dockerfile.matchAll(/^FROM (\S+)( AS (\S+))?$/gm)]
  t.equal(stages.length, 2, 'two stages')
  t.ok(stages.every(([, image]) => image === '$' + '{NODE_IMAGE}'), 'both on the base image of the build argument')
  t.match(dockerfile, /^ARG NODE_IMAGE=node:24-bookworm-slim$/m, 'which is Node 24 unless the build says otherwise')
  t.match(dockerfile, /^ENV npm_config_nodedir=\/usr\/local$/m, "native modules are built against the image's own Node headers")
  t.match(dockerfile, /run build-release/, 'better-sqlite3 is compiled in the image, not taken prebuilt')
  t.match(dockerfile, /COPY --from=build/, 'the runtime stage takes only the build output')
  t.match(dockerfile, /^USER node$/m, 'runs as the unprivileged node user')
  t.match(dockerfile, /^HEALTHCHECK .*\n.*\/health/m, 'a health check asks /health')
  t.match(dockerfile, /npm prune --omit=dev/, 'without development dependencies')
})

t.test('the image starts Node exactly as npm start does, with the same V8 flags', async (t) => {
  const start = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1]
  t.ok(cmd !== undefined, 'a CMD in exec form')
  t.strictSame(JSON.parse(cmd as string), start.split(/\s+/), `CMD is ${start}`)
})

t.test('compose wires the service to MariaDB and Redis, started once they are healthy', async (t) => {
  const { app, mariadb, redis } = compose.services
  t.ok(mariadb.healthcheck !== undefined && redis.healthcheck !== undefined, 'both dependencies have health checks')
  t.strictSame(app.depends_on, { mariadb: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } })
  const config = loadConfig(app.environment)
  t.equal(config.database.engine, 'mysql', 'DATABASE_URL names the MariaDB service')
  t.match(config.database.location, /@mariadb:3306\/contas$/)
  t.equal(config.redisUrl, 'redis://redis:6379', 'REDIS_URL names the Redis service')
  t.equal(config.metricsPort, 9464, 'metrics on their own port')
  t.equal(config.host, '0.0.0.0', 'listening beyond the container')
})
