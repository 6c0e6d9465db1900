import type { ReactNode } from 'react';

import Icon from '@/Components/icons/Icon';
import ChannelAvatar from '@/Components/channel/ChannelAvatar';

import { formatCount, timeAgo } from '@/lib/format';
import { tc } from '@/lib/i18n';
import type { ChannelSummary } from '@/types';
import type { CommunityPost } from '@/types/models';

/** A count beside its icon; `label` says it in words ("1.2K likes"). */
function Count({ label, value, children }: { label: string; value: number; children: ReactNode }) {
    return (
        <span className="flex items-center gap-1.5" aria-label={label}>
            <Icon className="size-5">{children}</Icon>
            <span aria-hidden="true" className="tabular-nums">
                {formatCount(value)}
            </span>
        </span>
    );
}

export default function CommunityPostCard({
    post,
    channel,
}: {
    post: CommunityPost;
    channel: ChannelSummary;
}) {
    return (
        <article className="flex gap-3 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
            <ChannelAvatar channel={channel} className="size-10" />
            <div className="min-w-0 flex-1 space-y-3">
                <p className="text-sm">
                    <span className="font-semibold">{channel.name}</span>
                    {post.published_at && (
                        <span className="ms-2 text-neutral-600 dark:text-neutral-400">
                            {timeAgo(post.published_at)}
                        </span>
                    )}
                </p>
                <p className="text-sm leading-6 whitespace-pre-line">{post.body}</p>
                {post.image_url && (
                    <img
                        src={post.image_url}
                        alt=""
                        loading="lazy"
                        className="max-h-96 rounded-lg object-cover"
                    />
                )}
                <div className="flex items-center gap-5 text-sm text-neutral-600 dark:text-neutral-400">
                    <Count
                        label={tc(':count like|:count likes', post.likes, {
                            count: formatCount(post.likes),
                        })}
                        value={post.likes}
                    >
                        <path d="M7 10v11H4V10h3Zm2 11h8.3a2 2 0 0 0 2-1.6l1.3-6.4A2 2 0 0 0 18.6 10H14V5a2 2 0 0 0-2-2l-3 7v11Z" />
                    </Count>
                    <Count
                        label={tc(':count dislike|:count dislikes', post.dislikes, {
                            count: formatCount(post.dislikes),
                        })}
                        value={post.dislikes}
                    >
                        <path d="M17 14V3h3v11h-3Zm-2-11H6.7a2 2 0 0 0-2 1.6L3.4 11A2 2 0 0 0 5.4 14H10v5a2 2 0 0 0 2 2l3-7V3Z" />
                    </Count>
                    <Count
                        label={tc(':count comment|:count comments', post.comments, {
                            count: formatCount(post.comments),
                        })}
                        value={post.comments}
                    >
                        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />
                    </Count>
                </div>
            </div>
        </article>
    );
}
