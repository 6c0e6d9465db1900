import type {
    DetailedError,
    HttpRequest,
    HttpResponse,
    PreviousUpload,
    Upload,
} from 'tus-js-client';

import { t } from '@/lib/i18n';
import { TransferRate } from '@/lib/transferRate';

export type UploadKind = 'video' | 'short';

export type TransferStatus =
    /** Bytes are moving (or about to: the first request is on its way). */
    | 'uploading'
    | 'paused'
    /** A request failed and is tried again after a delay. */
    | 'retrying'
    /** The browser went offline; the transfer carries on when it is back. */
    | 'offline'
    | 'complete'
    | 'failed';

/** One file on its way to the tus endpoint, as the pages show it. */
export interface Transfer {
    readonly id: string;
    readonly kind: UploadKind;
    readonly fileName: string;
    readonly bytesTotal: number;
    readonly bytesUploaded: number;
    readonly status: TransferStatus;
    readonly bytesPerSecond: number | null;
    readonly secondsLeft: number | null;
    /** The draft video the server opened for the upload, once a response named it. */
    readonly videoId: string | null;
    /** Why the transfer stopped or is being retried, in words for the creator. */
    readonly error: string | null;
    /** The offset the server already held when this transfer took up an earlier one. */
    readonly resumedAt: number | null;
    /** The server refused the file (its content, its size, a quota): the draft is gone too. */
    readonly refused: boolean;
}

/** An earlier, unfinished transfer of the same file that can be taken up again. */
export interface ResumableUpload {
    readonly startedAt: string;
    readonly previous: PreviousUpload;
}

type TusModule = typeof import('tus-js-client');

export interface UploadManagerOptions {
    /** The tus creation URL, read when the first transfer needs it. */
    endpoint: () => string;
    /** Who is uploading: the stored resume points of one account are never offered to another. */
    accountId: number | null;
    /** Loads tus-js-client; lazily, so only the pages that upload pay for it. */
    loadTus: () => Promise<TusModule>;
    now?: () => number;
}

/** Kept under PHP's post_max_size with room to spare. */
export const CHUNK_SIZE = 5 * 1024 * 1024;

/** Waits between attempts after a failed request (tus-js-client tries again after each). */
export const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

// Functions, so each message is in the language active when it is shown rather than at import.
const messages = {
    offline: () =>
        t(
            'The connection dropped. The upload continues from where it stopped once you are back online.',
        ),
    network: () => t('The server could not be reached.'),
    expired: () => t('This upload has expired. Choose the file again to start over.'),
    server: () => t('Something went wrong on our side while receiving the file.'),
    refused: () => t('The file could not be uploaded.'),
    cancelled: () => t('The upload was cancelled.'),
};

function readCookie(name: string): string | null {
    const match = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));

    return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** The field-keyed message the endpoint sends with a refusal (`{"errors":{"file":…}}`). */
export function refusalMessage(status: number, body: string): string {
    try {
        const parsed: unknown = JSON.parse(body);
        const errors = (parsed as { errors?: { file?: unknown } } | null)?.errors?.file;
        // A message, or a list of them as Laravel's validation sends.
        const first: unknown = Array.isArray(errors) ? errors[0] : errors;

        if (typeof first === 'string' && first !== '') {
            return first;
        }
    } catch {
        // Not JSON: a proxy's or the server's error page. Fall back on the status below.
    }

    if (status === 404 || status === 410) {
        return messages.expired();
    }

    return status >= 500 ? messages.server() : messages.refused();
}

function isDetailedError(error: Error): error is DetailedError {
    return 'originalRequest' in error;
}

interface Entry {
    transfer: Transfer;
    upload: Upload | null;
    /** Until the first HEAD answers: this transfer takes up one stored from an earlier visit. */
    resuming: boolean;
    rate: TransferRate;
    videoIdWaiters: { resolve: (id: string) => void; reject: (error: Error) => void }[];
}

/**
 * Holds the studio's running uploads outside any page, so a transfer keeps going when the
 * creator publishes and moves on to another studio page. Pages read it through
 * useSyncExternalStore (see UploadManagerContext) and act on it by transfer id.
 */
export class UploadManager {
    private readonly entries = new Map<string, Entry>();
    private snapshot: readonly Transfer[] = [];
    private readonly listeners = new Set<() => void>();
    private tus: Promise<TusModule> | null = null;
    private shownTransfer: string | null = null;
    private sequence = 0;
    private readonly now: () => number;

    constructor(private readonly options: UploadManagerOptions) {
        this.now = options.now ?? (() => performance.now());
    }

    get accountId(): number | null {
        return this.options.accountId;
    }

    subscribe = (listener: () => void): (() => void) => {
        this.listeners.add(listener);

        return () => {
            this.listeners.delete(listener);
        };
    };

    getSnapshot = (): readonly Transfer[] => this.snapshot;

    getShownTransfer = (): string | null => this.shownTransfer;

    /** Marks the transfer a page shows in full (null: none), so the status panel leaves it out. */
    show(id: string | null): void {
        this.shownTransfer = id;
        this.publish();
    }

    get(id: string | null): Transfer | null {
        return id === null ? null : (this.entries.get(id)?.transfer ?? null);
    }

    /** Starts loading tus-js-client before it is needed, so choosing a file starts at once. */
    preload(): Promise<TusModule> {
        this.tus ??= this.options.loadTus().catch((error: unknown) => {
            this.tus = null;
            throw error;
        });

        return this.tus;
    }

    /** Earlier transfers of this file, newest first, that the server may still hold. */
    async resumable(file: File, kind: UploadKind): Promise<ResumableUpload[]> {
        const tus = await this.preload();
        const probe = new tus.Upload(file, this.tusOptions(kind, file, null));
        const previous = await probe.findPreviousUploads();

        return previous
            .filter((upload) => upload.uploadUrl !== null && upload.size === file.size)
            .sort((a, b) => b.creationTime.localeCompare(a.creationTime))
            .map((upload) => ({ startedAt: upload.creationTime, previous: upload }));
    }

    /** Forgets an earlier transfer and asks the server to drop it, with its draft. */
    async discard(resumable: ResumableUpload): Promise<void> {
        const tus = await this.preload();
        const { uploadUrl, urlStorageKey } = resumable.previous;

        if (uploadUrl) {
            await tus.Upload.terminate(uploadUrl, {
                headers: { Accept: 'application/json' },
                onBeforeRequest: (request) => this.addCsrfHeader(request),
            }).catch(() => undefined);
        }

        await tus.defaultOptions.urlStorage.removeUpload(urlStorageKey);
    }

    /** Sends a file, or takes an earlier transfer of it up again; returns the transfer's id. */
    start(file: File, kind: UploadKind, resume: ResumableUpload | null = null): string {
        this.sequence += 1;
        const id = `transfer-${this.sequence}`;

        this.entries.set(id, {
            transfer: {
                id,
                kind,
                fileName: file.name,
                bytesTotal: file.size,
                bytesUploaded: 0,
                status: 'uploading',
                bytesPerSecond: null,
                secondsLeft: null,
                videoId: null,
                error: null,
                resumedAt: null,
                refused: false,
            },
            upload: null,
            resuming: resume !== null,
            rate: new TransferRate(),
            videoIdWaiters: [],
        });
        this.publish();

        this.preload().then(
            (tus) => {
                const entry = this.entries.get(id);

                if (!entry) {
                    return;
                }

                entry.upload = new tus.Upload(file, this.tusOptions(kind, file, id));

                if (resume) {
                    entry.upload.resumeFromPreviousUpload(resume.previous);
                }

                entry.upload.start();
            },
            () => {
                this.update(id, { status: 'failed', error: messages.network() });
            },
        );

        return id;
    }

    pause(id: string): void {
        const entry = this.entries.get(id);

        if (!entry?.upload || !this.isMoving(entry.transfer)) {
            return;
        }

        void entry.upload.abort(false);
        entry.rate.reset();
        this.update(id, { status: 'paused', bytesPerSecond: null, secondsLeft: null });
    }

    /** Resumes a paused, offline or failed transfer from the offset the server holds. */
    resume(id: string): void {
        const entry = this.entries.get(id);

        if (!entry?.upload || entry.transfer.refused) {
            return;
        }

        if (!['paused', 'offline', 'failed'].includes(entry.transfer.status)) {
            return;
        }

        entry.rate.reset();
        this.update(id, { status: 'uploading', error: null });
        entry.upload.start();
    }

    /** Stops the transfer and asks the server to drop it; an unfinished upload takes its draft with it. */
    async cancel(id: string): Promise<void> {
        const entry = this.entries.get(id);

        if (!entry) {
            return;
        }

        this.entries.delete(id);
        this.publish();
        this.rejectWaiters(entry, new Error(messages.cancelled()));

        if (entry.upload && entry.transfer.status !== 'complete') {
            await entry.upload.abort(true).catch(() => undefined);
        }
    }

    /** Takes a finished or failed transfer off the list. */
    dismiss(id: string): void {
        const entry = this.entries.get(id);

        if (!entry || this.isMoving(entry.transfer) || entry.transfer.status === 'paused') {
            return;
        }

        this.entries.delete(id);
        this.publish();
    }

    /** The draft's public id, as soon as a response of the endpoint names it. */
    videoId(id: string): Promise<string> {
        const entry = this.entries.get(id);

        if (!entry) {
            return Promise.reject(new Error(messages.cancelled()));
        }

        if (entry.transfer.videoId) {
            return Promise.resolve(entry.transfer.videoId);
        }

        if (entry.transfer.refused) {
            return Promise.reject(new Error(entry.transfer.error ?? messages.refused()));
        }

        return new Promise((resolve, reject) => {
            entry.videoIdWaiters.push({ resolve, reject });
        });
    }

    /** Whether any transfer still has bytes to send, so leaving the page would stop it. */
    hasUnfinished(): boolean {
        return this.snapshot.some(
            (transfer) => transfer.status !== 'complete' && transfer.status !== 'failed',
        );
    }

    private isMoving(transfer: Transfer): boolean {
        return (
            transfer.status === 'uploading' ||
            transfer.status === 'retrying' ||
            transfer.status === 'offline'
        );
    }

    private tusOptions(kind: UploadKind, file: File, id: string | null) {
        const { endpoint, accountId } = this.options;

        return {
            endpoint: endpoint(),
            chunkSize: CHUNK_SIZE,
            retryDelays: RETRY_DELAYS,
            uploadDataDuringCreation: true,
            removeFingerprintOnSuccess: true,
            metadata: { filename: file.name, filetype: file.type, kind },
            // The endpoint answers errors as JSON and checks CSRF like every other write.
            headers: { Accept: 'application/json' },
            // tus-js-client's default ignores the kind and the account: the same file begun as
            // a video must not be resumed as a short, nor by someone else on this browser.
            fingerprint: (upload: File) =>
                Promise.resolve(
                    [
                        'blipstream',
                        accountId ?? 'guest',
                        kind,
                        upload.name,
                        upload.type,
                        upload.size,
                        upload.lastModified,
                    ].join('/'),
                ),
            onBeforeRequest: (request: HttpRequest) => this.addCsrfHeader(request),
            ...(id === null ? {} : this.callbacks(id)),
        };
    }

    private addCsrfHeader(request: HttpRequest): void {
        // Read on every request: the token changes when the session is regenerated.
        const token = readCookie('XSRF-TOKEN');

        if (token) {
            request.setHeader('X-XSRF-TOKEN', token);
        }
    }

    private callbacks(id: string) {
        return {
            onAfterResponse: (request: HttpRequest, response: HttpResponse) => {
                const videoId = response.getHeader('Video-Id');

                if (videoId) {
                    this.learnVideoId(id, videoId);
                }

                // A HEAD is how a stored transfer is taken up again: it tells where it stands.
                const entry = this.entries.get(id);
                if (entry?.resuming && request.getMethod() === 'HEAD') {
                    entry.resuming = false;
                    const offset = Number.parseInt(response.getHeader('Upload-Offset') ?? '', 10);

                    if (response.getStatus() === 200 && Number.isFinite(offset)) {
                        this.update(id, { resumedAt: offset, bytesUploaded: offset });
                    }
                }
            },
            onProgress: (bytesSent: number, bytesTotal: number) => {
                const entry = this.entries.get(id);

                if (!entry) {
                    return;
                }

                entry.rate.record(bytesSent, this.now());
                this.update(id, {
                    status: 'uploading',
                    bytesUploaded: bytesSent,
                    bytesTotal,
                    bytesPerSecond: entry.rate.bytesPerSecond(),
                    secondsLeft: entry.rate.secondsLeft(bytesTotal),
                    error: null,
                });
            },
            onShouldRetry: (error: DetailedError) => {
                const status = error.originalResponse?.getStatus() ?? 0;
                const retriable = status === 0 || status === 409 || status === 423 || status >= 500;

                if (!retriable || !navigator.onLine) {
                    return false;
                }

                this.update(id, {
                    status: 'retrying',
                    // A 409 or 423 only means another look at where the server stands.
                    error:
                        status === 0
                            ? messages.network()
                            : status >= 500
                              ? messages.server()
                              : null,
                    bytesPerSecond: null,
                    secondsLeft: null,
                });

                return true;
            },
            onSuccess: () => {
                const entry = this.entries.get(id);

                if (!entry) {
                    return;
                }

                this.update(id, {
                    status: 'complete',
                    bytesUploaded: entry.transfer.bytesTotal,
                    bytesPerSecond: null,
                    secondsLeft: 0,
                    error: null,
                });
            },
            onError: (error: Error) => this.fail(id, error),
        };
    }

    private fail(id: string, error: Error): void {
        const entry = this.entries.get(id);

        if (!entry) {
            return;
        }

        const response = isDetailedError(error) ? error.originalResponse : null;
        entry.rate.reset();

        if (!response && !navigator.onLine) {
            this.update(id, {
                status: 'offline',
                error: messages.offline(),
                bytesPerSecond: null,
                secondsLeft: null,
            });
            window.addEventListener(
                'online',
                () => {
                    if (this.get(id)?.status === 'offline') {
                        this.resume(id);
                    }
                },
                { once: true },
            );

            return;
        }

        const status = response?.getStatus() ?? 0;
        // A 4xx that tus-js-client gave up on is the server's last word on this file; the
        // endpoint deletes a refused upload's draft along with it.
        const refused = status >= 400 && status < 500;

        this.update(id, {
            status: 'failed',
            error: response ? refusalMessage(status, response.getBody()) : messages.network(),
            bytesPerSecond: null,
            secondsLeft: null,
            refused,
            ...(refused ? { videoId: null } : {}),
        });

        if (refused) {
            this.rejectWaiters(entry, new Error(entry.transfer.error ?? messages.refused()));
        }
    }

    private learnVideoId(id: string, videoId: string): void {
        const entry = this.entries.get(id);

        if (!entry || entry.transfer.videoId === videoId) {
            return;
        }

        this.update(id, { videoId });
        entry.videoIdWaiters.splice(0).forEach((waiter) => waiter.resolve(videoId));
    }

    private rejectWaiters(entry: Entry, error: Error): void {
        entry.videoIdWaiters.splice(0).forEach((waiter) => waiter.reject(error));
    }

    private update(id: string, changes: Partial<Transfer>): void {
        const entry = this.entries.get(id);

        if (!entry) {
            return;
        }

        entry.transfer = { ...entry.transfer, ...changes };
        this.publish();
    }

    private publish(): void {
        this.snapshot = [...this.entries.values()].map((entry) => entry.transfer);
        this.listeners.forEach((listener) => listener());
    }
}
