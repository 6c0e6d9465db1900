import { Link, router, usePage } from '@inertiajs/react';
import { useEffect } from 'react';

import CaptionTracks from '@/Components/studio/CaptionTracks';
import VideoDetailsForm from '@/Components/studio/VideoDetailsForm';
import ModerationNotice from '@/Components/studio/ModerationNotice';
import VideoStatusBadge, { isUnfinished } from '@/Components/studio/VideoStatusBadge';
import { useBackgroundPoll } from '@/hooks/useBackgroundPoll';
import StudioLayout from '@/Layouts/StudioLayout';
import { formatDuration } from '@/lib/format';
import { t } from '@/lib/i18n';
import type { PageProps } from '@/types';
import type { CaptionTrack, Option, StudioVideo } from '@/types/models';

export interface EditVideoProps {
    [key: string]: unknown;
    video: StudioVideo;
    categories: Option[];
    captions: CaptionTrack[];
    captionLanguages: Option[];
}

const link =
    'rounded text-sm font-semibold text-red-600 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-red-400 dark:hover:text-red-300';

/**
 * The details form for one of the channel's videos (every upload field, the thumbnail
 * replaced or another frame picked), and its caption tracks. While the video is still on its way to Ready it is
 * asked for again, so its status and the frames to pick from appear as they come.
 */
export default function EditVideo() {
    const { video, categories, captions, captionLanguages } =
        usePage<PageProps<EditVideoProps>>().props;
    const isShort = video.kind === 'short';
    const processing = isUnfinished(video.status);
    const { start, stop } = useBackgroundPoll(3000, { only: ['video'] }, { autoStart: false });

    useEffect(() => {
        if (processing) {
            start();
        } else {
            stop();
        }
    }, [processing, start, stop]);

    const playable = video.status === 'ready' || video.status === 'watchable';

    return (
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
            <div>
                <h1 className="text-2xl font-semibold">
                    {isShort ? t('Short details') : t('Video details')}
                </h1>
                <p className="mt-1 truncate text-sm text-neutral-600 dark:text-neutral-400">
                    {video.title}
                </p>
            </div>

            <VideoDetailsForm
                kind={isShort ? 'short' : 'video'}
                categories={categories}
                initial={{
                    title: video.title,
                    description: video.description ?? '',
                    tags: video.tags.join(', '),
                    visibility: video.visibility,
                    category: video.category ?? '',
                    is_kids_friendly: video.is_kids_friendly,
                    comments_enabled: video.comments_enabled,
                }}
                currentThumbnail={video.thumbnail}
                candidates={video.thumbnail_candidates}
                candidatesPending={processing && video.status !== 'uploading'}
                candidatesHint={
                    isShort
                        ? t('Frames from your short appear here once it has been uploaded.')
                        : t('Frames from your video appear here once it has been uploaded.')
                }
                playable={playable}
                submitLabel={t('Save')}
                processingLabel={t('Saving...')}
                videoId={() => Promise.resolve(video.id)}
                onCancel={() => {
                    router.visit(route('studio.content'));
                }}
                aside={
                    <section
                        aria-labelledby="video-summary-heading"
                        className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
                    >
                        <h2 id="video-summary-heading" className="sr-only">
                            {isShort ? t('This short') : t('This video')}
                        </h2>
                        <div
                            className={`relative overflow-hidden rounded-lg bg-neutral-200 dark:bg-neutral-800 ${isShort ? 'mx-auto aspect-[9/16] max-h-[60vh]' : 'aspect-video'}`}
                        >
                            {video.thumbnail && (
                                <img
                                    src={video.thumbnail}
                                    alt=""
                                    className="size-full object-cover"
                                />
                            )}
                            {video.duration > 0 && (
                                <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white">
                                    {formatDuration(video.duration)}
                                </span>
                            )}
                        </div>
                        <div data-testid="video-status">
                            <VideoStatusBadge status={video.status} progress={video.progress} />
                        </div>
                        {video.moderation && <ModerationNotice moderation={video.moderation} />}
                        {video.status === 'failed' && video.failure_reason && (
                            <p className="text-sm text-red-600 dark:text-red-400">
                                {video.failure_reason}
                            </p>
                        )}
                        {playable && (
                            <Link href={route('watch', { v: video.id })} className={link}>
                                {t('Open on the watch page')}
                            </Link>
                        )}
                    </section>
                }
            />

            <CaptionTracks videoId={video.id} tracks={captions} languages={captionLanguages} />
        </div>
    );
}

// Persistent: Inertia keeps the studio frame, and the uploads it shows, from page to page.
EditVideo.layout = (props: EditVideoProps) => [
    StudioLayout,
    { title: props.video.kind === 'short' ? t('Edit Short') : t('Edit Video') },
];
