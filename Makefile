# Two commands a newcomer needs: `make run` (serve on the embedded SQLite) and `make test` (both engines).
MYSQL_URL ?= mysql://root@127.0.0.1:3306
export MYSQL_URL

# A supported Node: the machine's when it is 22.19 or later, else Node 24 fetched once into .node/
# (scripts/node-env.sh says which in one line). Its bin/ goes first on PATH, so npm, npx and every
# `node` below run under it, and node-gyp builds native modules against its headers.
NODE_HOME := $(shell scripts/node-env.sh)
ifneq ($(.SHELLSTATUS),0)
$(error scripts/node-env.sh could not provide a supported Node (22.19 or later))
endif
ifneq ($(NODE_HOME),)
export PATH := $(NODE_HOME)/bin:$(PATH)
export npm_config_nodedir := $(NODE_HOME)
endif
# node_modules holds native modules built for one Node ABI: a different Node reinstalls them.
# ($(shell) does not see the exported PATH in make 4.3, hence the explicit path.)
NODE_ABI := $(shell $(if $(NODE_HOME),$(NODE_HOME)/bin/)node -p 'process.platform + "-" + process.arch + "-" + process.versions.modules')
INSTALLED := node_modules/.installed-for-node-$(NODE_ABI)

.PHONY: install build run test lint lint-openapi test-sqlite test-mysql check-mysql check-redis migrate typecheck bench soak clean galera-up galera-down galera-status test-galera bench-galera bench-floor bench-webhooks test-webhook-faults bench-series bench-conciliacao bench-slow-commit bench-export

$(INSTALLED): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

install: $(INSTALLED)

build: install
	npm run -s build

run: build
	npm start

test: lint lint-openapi typecheck test-sqlite test-mysql

# The code's style (neostandard, eslint.config.js): part of the tests, so CI fails on it.
lint: install
	npx eslint .

# The OpenAPI document the code generates, written to a temporary file and linted offline by Redocly
# with its recommended rules (redocly.yaml): any error or warning fails the tests.
lint-openapi: build
	@doc=$$(mktemp --suffix=.json); trap 'rm -f "$$doc" "$$doc.out"' EXIT; \
	node dist/src/cli/openapi-document.js "$$doc" || exit 1; \
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint --config redocly.yaml --max-problems 1000 "$$doc" >"$$doc.out" 2>&1; \
	status=$$?; cat "$$doc.out"; \
	if [ $$status -ne 0 ] || grep -Eq 'You have [0-9]+ warnings?' "$$doc.out"; then echo 'lint-openapi: the OpenAPI document has lint errors or warnings' >&2; exit 1; fi

# GALERA_URLS is cleared: a shell that exported it for make test-galera would otherwise run the
# cluster test against whatever it points to, inside the single-server suites.
test-sqlite: install check-redis
	TEST_ENGINE=sqlite GALERA_URLS= npx tap

test-mysql: install check-mysql check-redis
	TEST_ENGINE=mysql GALERA_URLS= npx tap

# A missing server is an error, never a silent skip: the MySQL half of the suite must run.
check-mysql: install
	@node -e "require('mysql2/promise').createConnection(process.env.MYSQL_URL).then(c => c.end(), e => { console.error('MariaDB/MySQL is not reachable at ' + process.env.MYSQL_URL + ' (' + e.code + '): start it or set MYSQL_URL'); process.exit(1) })"

# Redis for the shared rate-limit test (REDIS_TEST_URL, default 127.0.0.1:6379): missing is an error, never a skip.
check-redis: install
	@node -e "const R=require('ioredis');const r=new R(process.env.REDIS_TEST_URL||'redis://127.0.0.1:6379',{lazyConnect:true,maxRetriesPerRequest:0});r.connect().then(()=>r.quit(),e=>{console.error('Redis is not reachable ('+e.message+'): start redis-server or set REDIS_TEST_URL');process.exit(1)})"

migrate: build
	node dist/src/cli/migrate.js

typecheck: install
	npx tsc -p . --noEmit

bench: build
	node dist/bench/run.js
	node dist/bench/conditional.js

# The durable-write floor under the service: the statements a create and a batch make, bare, against one INSERT.
bench-floor: build
	node dist/bench/floor.js

# The create against its floor where a durable commit is cheap and where it costs milliseconds (issue 35):
# for each delay of BENCH_FSYNC_DELAYS (ms; "0 3 10"), a MariaDB of its own on port 3317 whose every
# fsync waits that long (bench/private-mariadb.sh, bench/slow-fsync.c), the bench's create scenario
# against it (BENCH_N 3000 and a 10 s warm-up per measurement unless set: a fresh database's first
# seconds of writes stall on its tables' growth, docs/PERFORMANCE.md), then the server stopped.
BENCH_FSYNC_DELAYS ?= 0 3 10
bench-slow-commit: build
	@for delay in $(BENCH_FSYNC_DELAYS); do \
	  url=$$(BENCH_FSYNC_DELAY_MS=$$delay bench/private-mariadb.sh start 3317) || exit 1; \
	  MYSQL_URL=$$url BENCH_N=$${BENCH_N:-3000} BENCH_WARMUP=$${BENCH_WARMUP:-10} BENCH_SCENARIOS=$${BENCH_SCENARIOS:-create} node dist/bench/run.js; status=$$?; \
	  bench/private-mariadb.sh stop 3317; [ $$status -eq 0 ] || exit $$status; \
	done

# The whole-set export against its floor at 20,000 and 200,000 titles (issue 35's export goals), on a
# MariaDB of its own on port 3318 (the counters are global); BENCH_SERVICES=old-checkout,. adds an old build.
bench-export: build
	@url=$$(bench/private-mariadb.sh start 3318) || exit 1; \
	MYSQL_URL=$$url node dist/bench/export.js; status=$$?; \
	bench/private-mariadb.sh stop 3318; exit $$status

# One connection creating alone (issue 35's p50 goal): BENCH_SERVICES=old-checkout,. measures an old build
# beside this one in short alternating rounds, on a MariaDB of its own on port 3319.
bench-one-connection: build
	@url=$$(bench/private-mariadb.sh start 3319) || exit 1; \
	MYSQL_URL=$$url node dist/bench/one-connection.js; status=$$?; \
	bench/private-mariadb.sh stop 3319; exit $$status

# Recurring series (issue 33): titles/s of 120-member series against 120-item batch upserts, and plain creates before and after.
bench-series: build
	node dist/bench/series.js

# Mixed load with injected faults on a MariaDB of its own (port SOAK_DB_PORT, default 3307); SOAK_SECONDS (300) long.
soak: build
	node dist/bench/soak.js

# A three-node MariaDB Galera cluster on loopback (SQL ports 3311-3313; scripts/galera.sh), and the
# MySQL half of the suite through its first node plus test/galera.test.ts through all three.
comma := ,
GALERA_URLS ?= $(shell scripts/galera.sh urls)
GALERA_NODE1 = $(firstword $(subst $(comma), ,$(GALERA_URLS)))

galera-up:
	scripts/galera.sh up

galera-down:
	scripts/galera.sh down

galera-status:
	scripts/galera.sh status

# test/galera.test.ts runs alone, after the rest: it kills node 3, which stalls the cluster's
# writes for seconds, and brings it back.
test-galera: install check-redis
	@scripts/galera.sh status >/dev/null || { echo 'galera: the cluster is not up with 3 Synced nodes: run make galera-up first'; exit 1; }
	TEST_ENGINE=mysql MYSQL_URL=$(GALERA_NODE1) npx tap --exclude='**/{dist,fixture,fixtures}/**' --exclude=test/galera.test.ts
	TEST_ENGINE=mysql MYSQL_URL=$(GALERA_NODE1) GALERA_URLS=$(GALERA_URLS) npx tap --timeout=600 --disable-coverage test/galera.test.ts

# Writes through 1 node, then through all 3, with the same load: the figures of docs/SCALING.md.
bench-galera: build
	GALERA_URLS=$(GALERA_URLS) node dist/bench/galera.js

clean:
	rm -rf dist coverage .tap

# Bank reconciliation against the goals of issue 34 (MariaDB): a return file paying 10,000 titles vs batch upserts, and the memory of a 10 MB import.
bench-conciliacao: build
	node dist/bench/conciliacao.js

# Webhook delivery against the targets of issue 18 (latency, backlog drain, cost to writers): BENCH_ENGINE=sqlite|mysql.
bench-webhooks: build
	node dist/bench/webhooks.js

# The webhook fault tests with the 30 s receiver outage of issue 18 (the suite runs a 5 s one), on both engines.
test-webhook-faults: install check-mysql
	WEBHOOK_OUTAGE_SECONDS=30 TEST_ENGINE=sqlite npx tap test/webhooks-faults.test.ts
	WEBHOOK_OUTAGE_SECONDS=30 TEST_ENGINE=mysql npx tap test/webhooks-faults.test.ts
