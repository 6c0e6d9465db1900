import { router, usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';

import { useFilePreview } from '@/Components/studio/ImageUpload';
import FileDropZone from '@/Components/studio/uploads/FileDropZone';
import TransferProgress from '@/Components/studio/uploads/TransferProgress';
import { useTransfer, useUploadManager } from '@/Components/studio/uploads/UploadManagerContext';
import type { ResumableUpload, UploadKind } from '@/Components/studio/uploads/uploadManager';
import VideoDetailsForm, { type VideoDetails } from '@/Components/studio/VideoDetailsForm';
import Button from '@/Components/ui/Button';
import { useBackgroundPoll } from '@/hooks/useBackgroundPoll';
import StudioLayout from '@/Layouts/StudioLayout';
import { formatBytes } from '@/lib/format';
import { currentLocale, t, tc, translatable } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { Option, StudioVideo } from '@/types/models';

/** Spec §5: a file without a video type, and Publish without a file. */
export const NOT_A_VIDEO = translatable('Please upload a video file');

export interface UploadPageProps {
    [key: string]: unknown;
    kind: UploadKind;
    categories: Option[];
    /** The channel's upload defaults (studio settings), as the details form holds them. */
    defaults: Pick<VideoDetails, 'tags' | 'visibility' | 'category' | 'is_kids_friendly'>;
    limits: { maxFileSize: number; maxDuration: number | null };
    /** Sent only on the partial reloads that ask for it (`?draft=`). */
    draft?: StudioVideo | null;
}

/** The file's name without its extension: the title the form starts from. */
export function titleFromFileName(name: string): string {
    const dot = name.lastIndexOf('.');

    return (dot > 0 ? name.slice(0, dot) : name).trim();
}

function minutes(seconds: number): string {
    return seconds < 60
        ? tc(':count second|:count seconds', seconds)
        : tc(':count minute|:count minutes', Math.round(seconds / 60));
}

function dropHint(kind: UploadKind, limits: UploadPageProps['limits']): string {
    const size = formatBytes(limits.maxFileSize);

    if (kind === 'short') {
        return t('A vertical or square video, up to :size and :duration long at most.', {
            size,
            duration: minutes(limits.maxDuration ?? 0),
        });
    }

    return limits.maxDuration === null
        ? t('Video files up to :size. Your video stays private until you publish it.', { size })
        : t(
              'Video files up to :size and :duration long until your channel is verified. Your video stays private until you publish it.',
              { size, duration: minutes(limits.maxDuration) },
          );
}

function formatStartedAt(iso: string): string {
    return new Intl.DateTimeFormat(currentLocale(), {
        dateStyle: 'medium',
        timeStyle: 'short',
    }).format(new Date(iso));
}

/**
 * Upload Video and Upload Short (spec §2, §4). Stage one takes the file; stage two is the
 * details form, filled in while the transfer runs in the studio's upload manager, so it goes
 * on after Publish. Once the file is in, the draft is asked for again until the frames to
 * pick a thumbnail from are there.
 */
export default function Upload() {
    const { kind, categories, defaults, limits, draft } =
        usePage<PageProps<UploadPageProps>>().props;
    const manager = useUploadManager();
    const [file, setFile] = useState<File | null>(null);
    const [preview, showPreview] = useFilePreview();
    const [transferId, setTransferId] = useState<string | null>(null);
    const [offer, setOffer] = useState<ResumableUpload | null>(null);
    const [alert, setAlert] = useState<string | null>(null);
    const transfer = useTransfer(transferId);
    const isShort = kind === 'short';

    useEffect(() => {
        manager.preload().catch(() => undefined);
    }, [manager]);

    useEffect(() => {
        manager.show(transferId);

        return () => {
            manager.show(null);
        };
    }, [manager, transferId]);

    const videoId = transfer?.videoId ?? null;
    const ownDraft = draft && draft.id === videoId ? draft : null;
    const framesPending =
        transfer?.status === 'complete' &&
        videoId !== null &&
        ownDraft?.status !== 'failed' &&
        (ownDraft?.thumbnail_candidates.length ?? 0) === 0;
    const { start: startPolling, stop: stopPolling } = useBackgroundPoll(
        2000,
        () => ({ only: ['draft'], data: { draft: videoId }, preserveUrl: true }),
        { autoStart: false },
    );

    useEffect(() => {
        if (framesPending) {
            startPolling();
        } else {
            stopPolling();
        }
    }, [framesPending, startPolling, stopPolling]);

    const choose = async (chosen: File | null) => {
        // The browser's type is only a first sieve; the server probes the bytes.
        if (!chosen?.type.startsWith('video/')) {
            setAlert(t(NOT_A_VIDEO));

            return;
        }

        setAlert(null);
        const earlier = await manager.resumable(chosen, kind).catch(() => []);
        setFile(chosen);
        showPreview(chosen);

        if (earlier[0]) {
            setOffer(earlier[0]);
        } else {
            setTransferId(manager.start(chosen, kind));
        }
    };

    const resume = () => {
        if (file && offer) {
            setTransferId(manager.start(file, kind, offer));
            setOffer(null);
        }
    };

    const startOver = async () => {
        if (file && offer) {
            setOffer(null);
            await manager.discard(offer);
            setTransferId(manager.start(file, kind));
        }
    };

    const chooseAnother = () => {
        if (transferId) {
            manager.dismiss(transferId);
        }
        setTransferId(null);
        setFile(null);
        showPreview(null);
    };

    const targetVideo = async (): Promise<string> => {
        if (!transferId || !transfer || transfer.refused) {
            throw new Error(offer ? t('Resume the upload or start over first.') : t(NOT_A_VIDEO));
        }

        return manager.videoId(transferId).catch(() => {
            throw new Error(t(NOT_A_VIDEO));
        });
    };

    const cancel = async () => {
        if (transfer?.status === 'complete' && transfer.videoId) {
            // The file is in and the draft is a video of its own now: discarding means deleting it.
            manager.dismiss(transfer.id);
            router.delete(route('studio.videos.destroy', transfer.videoId));

            return;
        }

        if (transferId) {
            await manager.cancel(transferId);
        }
        router.visit(route('studio.content'));
    };

    return (
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
            <div>
                <h1 className="text-2xl font-semibold">
                    {isShort ? t('Upload short') : t('Upload video')}
                </h1>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {file
                        ? isShort
                            ? t('Add the details while your short uploads.')
                            : t('Add the details while your video uploads.')
                        : isShort
                          ? t('Shorts are vertical clips, shown 9:16.')
                          : t('Choose the video file to upload.')}
                </p>
            </div>

            {file === null ? (
                <FileDropZone
                    heading={
                        isShort
                            ? t('Drag and drop a vertical video to create a short')
                            : t('Drag and drop a video file to upload')
                    }
                    hint={dropHint(kind, limits)}
                    alert={alert}
                    onChoose={(chosen) => void choose(chosen)}
                />
            ) : (
                <VideoDetailsForm
                    kind={kind}
                    categories={categories}
                    initial={{
                        title: titleFromFileName(file.name).slice(0, isShort ? 100 : 200),
                        description: '',
                        ...defaults,
                    }}
                    currentThumbnail={null}
                    candidates={ownDraft?.thumbnail_candidates ?? []}
                    candidatesPending={framesPending}
                    candidatesHint={
                        isShort
                            ? t('Frames from your short appear here once it has been uploaded.')
                            : t('Frames from your video appear here once it has been uploaded.')
                    }
                    playable={ownDraft?.status === 'ready' || ownDraft?.status === 'watchable'}
                    submitLabel={t('Publish')}
                    processingLabel={t('Publishing...')}
                    videoId={targetVideo}
                    onCancel={() => void cancel()}
                    aside={
                        <section
                            aria-labelledby="upload-file-heading"
                            className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
                        >
                            <h2 id="upload-file-heading" className="sr-only">
                                {t('Your file')}
                            </h2>
                            <div
                                className={`overflow-hidden rounded-lg bg-black ${isShort ? 'mx-auto aspect-[9/16] max-h-[60vh]' : 'aspect-video'}`}
                            >
                                {preview && (
                                    <video
                                        src={preview}
                                        controls
                                        muted
                                        playsInline
                                        preload="metadata"
                                        aria-label={t('Preview of :name', { name: file.name })}
                                        className="size-full object-contain"
                                    />
                                )}
                            </div>
                            <div className="min-w-0">
                                <p className="truncate text-sm font-medium" title={file.name}>
                                    {file.name}
                                </p>
                                <p className="text-xs text-neutral-500 dark:text-neutral-400">
                                    {formatBytes(file.size)}
                                </p>
                            </div>

                            {offer && (
                                <div
                                    role="group"
                                    aria-labelledby="resume-offer"
                                    className="space-y-3 rounded-lg bg-neutral-50 p-3 dark:bg-neutral-800/60"
                                >
                                    <p id="resume-offer" className="text-sm">
                                        {t(
                                            'You started uploading this file on :date. Pick up where it stopped?',
                                            { date: formatStartedAt(offer.startedAt) },
                                        )}
                                    </p>
                                    <div className="flex flex-wrap gap-2">
                                        <Button size="sm" onClick={resume}>
                                            {t('Resume upload')}
                                        </Button>
                                        <Button
                                            size="sm"
                                            variant="secondary"
                                            onClick={() => void startOver()}
                                        >
                                            {t('Start over')}
                                        </Button>
                                    </div>
                                </div>
                            )}

                            {transfer && (
                                <TransferProgress
                                    transfer={transfer}
                                    idPrefix="file"
                                    onPause={() => {
                                        manager.pause(transfer.id);
                                    }}
                                    onResume={() => {
                                        manager.resume(transfer.id);
                                    }}
                                />
                            )}

                            {transfer?.status === 'complete' && (
                                <p className="text-xs text-neutral-600 dark:text-neutral-400">
                                    {isShort
                                        ? t(
                                              'Your short is being processed. You can publish it now: it plays as soon as processing is done.',
                                          )
                                        : t(
                                              'Your video is being processed. You can publish it now: it plays as soon as processing is done.',
                                          )}
                                </p>
                            )}

                            {ownDraft?.status === 'failed' && ownDraft.failure_reason && (
                                <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                                    {ownDraft.failure_reason}
                                </p>
                            )}

                            {transfer?.refused && (
                                <Button size="sm" variant="secondary" onClick={chooseAnother}>
                                    {t('Choose another file')}
                                </Button>
                            )}
                        </section>
                    }
                />
            )}
        </div>
    );
}

// Persistent: Inertia keeps the studio frame, and the uploads it shows, from page to page.
Upload.layout = (props: UploadPageProps) => [
    StudioLayout,
    { title: props.kind === 'short' ? t('Upload Short') : t('Upload Video') },
];
