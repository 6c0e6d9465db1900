import {
    DetailedError,
    type HttpRequest,
    type HttpResponse,
    type PreviousUpload,
    type UploadOptions,
} from 'tus-js-client';

import { UploadManager } from '@/Components/studio/uploads/uploadManager';

function request(method: string): HttpRequest {
    const headers = new Map<string, string>();

    return {
        getMethod: () => method,
        getURL: () => '/studio/uploads',
        setHeader: (name, value) => {
            headers.set(name, value);
        },
        getHeader: (name) => headers.get(name),
        setProgressHandler: () => undefined,
        send: () => Promise.reject(new Error('not sent in tests')),
        abort: () => Promise.resolve(),
        getUnderlyingObject: () => null,
    };
}

function response(status: number, headers: Record<string, string>, body = ''): HttpResponse {
    return {
        getStatus: () => status,
        getHeader: (name) => headers[name],
        getBody: () => body,
        getUnderlyingObject: () => null,
    };
}

/**
 * Stands in for tus-js-client's Upload: records what the manager asks of it, and lets a
 * test play the server's side (responses, progress, success, errors) through the options'
 * callbacks, as tus-js-client would call them.
 */
export class FakeUpload {
    static instances: FakeUpload[] = [];
    static previous: PreviousUpload[] = [];
    static terminated: string[] = [];

    url: string | null = null;
    starts = 0;
    aborts: boolean[] = [];
    resumedFrom: PreviousUpload | null = null;

    constructor(
        public file: File,
        public options: UploadOptions,
    ) {
        FakeUpload.instances.push(this);
    }

    static reset(): void {
        FakeUpload.instances = [];
        FakeUpload.previous = [];
        FakeUpload.terminated = [];
    }

    static latest(): FakeUpload {
        const upload = FakeUpload.instances.at(-1);

        if (!upload) {
            throw new Error('No upload was made.');
        }

        return upload;
    }

    static terminate(url: string): Promise<void> {
        FakeUpload.terminated.push(url);

        return Promise.resolve();
    }

    start(): void {
        this.starts += 1;
    }

    abort(shouldTerminate = false): Promise<void> {
        this.aborts.push(shouldTerminate);

        return Promise.resolve();
    }

    findPreviousUploads(): Promise<PreviousUpload[]> {
        return Promise.resolve(FakeUpload.previous);
    }

    resumeFromPreviousUpload(previous: PreviousUpload): void {
        this.resumedFrom = previous;
        this.url = previous.uploadUrl;
    }

    /** A response of the endpoint, as onAfterResponse sees it. */
    respond(method: string, status: number, headers: Record<string, string> = {}): void {
        void this.options.onAfterResponse?.(request(method), response(status, headers));
    }

    /** A request as onBeforeRequest prepares it. */
    async prepare(method: string): Promise<HttpRequest> {
        const prepared = request(method);
        await this.options.onBeforeRequest?.(prepared);

        return prepared;
    }

    progress(sent: number, total = this.file.size): void {
        this.options.onProgress?.(sent, total);
    }

    succeed(): void {
        this.options.onSuccess?.({ lastResponse: response(204, {}) });
    }

    /** A failed request; with a status, the server's answer, else a network error. */
    fail(status: number | null, body = ''): void {
        const error = Object.assign(new DetailedError('tus: failed'), {
            originalRequest: request('PATCH'),
            originalResponse: status === null ? null : response(status, {}, body),
            causingError: null,
        });

        if (status === null || status === 409 || status === 423 || status >= 500) {
            // tus-js-client asks first whether to try again.
            if (this.options.onShouldRetry?.(error, 0, this.options)) {
                return;
            }
        }

        this.options.onError?.(error);
    }
}

export const removedFromStorage: string[] = [];

/** The parts of tus-js-client the manager uses. */
export const fakeTus = {
    Upload: FakeUpload,
    defaultOptions: {
        urlStorage: {
            removeUpload: (key: string) => {
                removedFromStorage.push(key);

                return Promise.resolve();
            },
        },
    },
};

/** A manager on the fake tus-js-client, with a clock the test moves. */
export function fakeUploadManager(clock = { now: 0 }): UploadManager {
    return new UploadManager({
        endpoint: () => '/studio/uploads',
        accountId: 1,
        loadTus: () => Promise.resolve(fakeTus as unknown as typeof import('tus-js-client')),
        now: () => clock.now,
    });
}

/** A file as the browser hands it over, of a given size. */
export function fakeFile(name: string, type: string, size = 1024): File {
    const file = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
    Object.defineProperty(file, 'size', { value: size });

    return file;
}
