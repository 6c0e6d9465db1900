/** How far back the rate looks: long enough to smooth chunk bursts, short enough to follow a change. */
const WINDOW_MS = 5_000;

/** Below this much observed time the rate is noise. */
const MIN_SPAN_MS = 500;

interface Sample {
    at: number;
    bytes: number;
}

/**
 * A transfer's recent speed from its progress reports: bytes moved over the last few
 * seconds. Reset it when the transfer pauses, so time spent paused does not count.
 */
export class TransferRate {
    private samples: Sample[] = [];

    record(bytes: number, at: number): void {
        const last = this.samples.at(-1);

        // A retried chunk reports fewer bytes than before: what was counted is lost.
        if (last && bytes < last.bytes) {
            this.samples = [];
        }

        this.samples.push({ at, bytes });

        while (this.samples.length > 2 && at - (this.samples[1]?.at ?? at) >= WINDOW_MS) {
            this.samples.shift();
        }
    }

    /** Bytes per second, or null until there is enough to tell. */
    bytesPerSecond(): number | null {
        const first = this.samples[0];
        const last = this.samples.at(-1);

        if (!first || !last || last.at - first.at < MIN_SPAN_MS) {
            return null;
        }

        return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
    }

    /** Seconds until `total` bytes at the current rate, or null when the rate is unknown or zero. */
    secondsLeft(total: number): number | null {
        const rate = this.bytesPerSecond();
        const last = this.samples.at(-1);

        if (rate === null || rate <= 0 || !last) {
            return null;
        }

        return Math.max(0, total - last.bytes) / rate;
    }

    reset(): void {
        this.samples = [];
    }
}
