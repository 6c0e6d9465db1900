import { useId, useState } from 'react';

import { formatCount, timeAgo } from '@/lib/format';
import { currentLocale, t, tc } from '@/lib/i18n';
import type { WatchVideo } from '@/types/models';

const COLLAPSED_CHARS = 200;

export default function VideoDescription({
    video,
    watching,
}: {
    video: WatchVideo;
    /** Viewers of a live stream now (the watch page's `watching`). */
    watching: number | null;
}) {
    const [expanded, setExpanded] = useState(false);
    const id = useId();
    const text = video.description?.trim() ?? '';
    const long = text.length > COLLAPSED_CHARS || text.split('\n').length > 3;
    const isLive = video.kind === 'live';

    return (
        <section
            aria-label={t('Description')}
            className="rounded-xl bg-neutral-100 p-3 text-sm dark:bg-neutral-800/70"
        >
            <p className="font-semibold">
                {isLive
                    ? t(':count watching now', { count: formatCount(watching ?? 0) })
                    : tc(':count view|:count views', video.views, {
                          count: formatCount(video.views),
                      })}
                {video.published_at && (
                    <>
                        {' • '}
                        <time
                            dateTime={video.published_at}
                            title={new Date(video.published_at).toLocaleString(currentLocale())}
                        >
                            {isLive
                                ? t('Started :ago', { ago: timeAgo(video.published_at) })
                                : timeAgo(video.published_at)}
                        </time>
                    </>
                )}
            </p>
            {text !== '' && (
                <p
                    id={id}
                    className={`mt-2 break-words whitespace-pre-line ${expanded || !long ? '' : 'line-clamp-3'}`}
                >
                    {text}
                </p>
            )}
            {long && (
                <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={id}
                    onClick={() => {
                        setExpanded(!expanded);
                    }}
                    className="mt-1 font-semibold hover:underline focus-visible:underline focus-visible:outline-none"
                >
                    {expanded ? t('Show less') : t('Show more')}
                </button>
            )}
        </section>
    );
}
