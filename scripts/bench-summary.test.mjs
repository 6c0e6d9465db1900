import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

let dir = '';

afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
});

/**
 * bench/summary.awk's line for one target of a samples file.
 * @param {string} samples
 * @param {string} name
 */
function summary(samples, name) {
    dir = mkdtempSync(join(tmpdir(), 'bench-summary-test-'));
    const file = join(dir, 'samples.txt');
    writeFileSync(file, samples);

    return execFileSync('awk', ['-v', `name=${name}`, '-f', 'bench/summary.awk', file], {
        encoding: 'utf8',
    }).trim();
}

it('gives a page the median of its shares of the bare run before it, not its share of the median bare run', () => {
    // Three rounds on a machine whose speed drifts: the bare run before the page is slow when the
    // page is slow. Its median req/s over the median bare req/s (150 / 300) would say 50 %.
    const samples = [
        'bare 300 7.0 20.0 300',
        'home 90 14.0 30.0 200',
        'bare 400 6.0 18.0 400',
        'home 150 12.0 28.0 250',
        'bare 250 8.0 22.0 250',
        'home 180 11.0 26.0 300',
    ].join('\n');

    expect(summary(samples, 'home')).toBe('150.0 12.0 28.0 60.0');
    expect(summary(samples, 'bare')).toBe('300.0 7.0 20.0 100.0');
});

it('takes the mean of the middle two of an even number of runs', () => {
    expect(summary('liked 100 20.0 40.0 200\nliked 120 18.0 36.0 200\n', 'liked')).toBe(
        '110.0 19.0 38.0 55.0',
    );
});
