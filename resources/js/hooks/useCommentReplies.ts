import { HttpCancelledError } from '@inertiajs/core';
import { useHttp } from '@inertiajs/react';
import { useState } from 'react';

import type { CommentRepliesPage, VideoComment } from '@/types/models';

export interface CommentReplies {
    replies: VideoComment[];
    loading: boolean;
    failed: boolean;
    hasMore: boolean;
    /** Fetches the first page again, replacing what was shown (after posting a reply). */
    reload: () => void;
    loadMore: () => void;
}

/** A thread's replies, fetched a page at a time when the viewer unfolds it. */
export function useCommentReplies(commentId: number): CommentReplies {
    const http = useHttp<Record<string, never>, CommentRepliesPage>();
    const [replies, setReplies] = useState<VideoComment[]>([]);
    const [nextPage, setNextPage] = useState<number | null>(null);
    const [failed, setFailed] = useState(false);

    const load = (page: number) => {
        setFailed(false);
        http.get(route('comments.replies', { comment: commentId, page })).then(
            (result) => {
                setReplies((shown) => (page === 1 ? result.data : [...shown, ...result.data]));
                setNextPage(result.links.next === null ? null : result.meta.current_page + 1);
            },
            (error: unknown) => {
                // A newer request replaced this one; its own answer settles the list.
                if (!(error instanceof HttpCancelledError)) {
                    setFailed(true);
                }
            },
        );
    };

    return {
        replies,
        loading: http.processing,
        failed,
        hasMore: nextPage !== null,
        reload: () => {
            load(1);
        },
        loadMore: () => {
            if (nextPage !== null) {
                load(nextPage);
            }
        },
    };
}
