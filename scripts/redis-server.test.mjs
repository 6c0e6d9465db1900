import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

let dir = '';

afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
});

it('stop_redis returns once the server is gone, so its directory can be removed at once', () => {
    dir = mkdtempSync(join(tmpdir(), 'redis-server-test-'));
    const redis = join(dir, 'redis');

    // A server still shutting down writes to its log and unlinks its socket and pid file while
    // `rm -rf` walks the directory, which then fails with "Directory not empty".
    const out = execFileSync(
        'bash',
        [
            '-c',
            'set -euo pipefail; source scripts/redis-server.sh; start_redis "$1"; pid=$(cat "$1/redis.pid"); stop_redis "$1"; if kill -0 "$pid" 2>/dev/null; then echo running; else echo stopped; fi',
            'test',
            redis,
        ],
        { encoding: 'utf8' },
    );

    expect(out.trim()).toBe('stopped');
    rmSync(redis, { recursive: true });
    expect(readdirSync(dir)).toEqual([]);
});
