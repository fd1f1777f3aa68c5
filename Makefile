# Two commands a newcomer needs: `make run` (serve on the embedded SQLite) and `make test` (both engines).
MYSQL_URL ?= mysql://root@127.0.0.1:3306
export MYSQL_URL

.PHONY: install build run test test-sqlite test-mysql check-mysql migrate typecheck bench soak clean

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

install: node_modules/.package-lock.json

build: install
	npm run -s build

run: build
	npm start

test: test-sqlite test-mysql

test-sqlite: install
	TEST_ENGINE=sqlite npx tap

test-mysql: install check-mysql
	TEST_ENGINE=mysql npx tap

# A missing server is an error, never a silent skip: the MySQL half of the suite must run.
check-mysql: install
	@node -e "require('mysql2/promise').createConnection(process.env.MYSQL_URL).then(c => c.end(), e => { console.error('MariaDB/MySQL is not reachable at ' + process.env.MYSQL_URL + ' (' + e.code + '): start it or set MYSQL_URL'); process.exit(1) })"

migrate: build
	node dist/src/cli/migrate.js

typecheck: install
	npx tsc -p . --noEmit

bench: build
	node dist/bench/run.js

# Mixed load with injected faults on a MariaDB of its own (port SOAK_DB_PORT, default 3307); SOAK_SECONDS (300) long.
soak: build
	node dist/bench/soak.js

clean:
	rm -rf dist coverage .tap
