import { Link, usePage } from '@inertiajs/react';

import Icon from '@/Components/icons/Icon';
import MoreIcon from '@/Components/icons/MoreIcon';
import ReportMenuItem from '@/Components/reports/ReportMenuItem';
import { blipUrl } from '@/Components/video/ClipCard';
import ChannelAvatar from '@/Components/channel/ChannelAvatar';
import { channelUrl } from '@/Components/video/VideoCard';
import {
    Dropdown,
    DropdownButton,
    DropdownContent,
    DropdownTrigger,
} from '@/Components/ui/Dropdown';
import { RailButtonContent, railButtonClass } from '@/Components/ui/RailButton';
import ReactionButtons from '@/Components/watch/ReactionButtons';
import ShareButton from '@/Components/watch/ShareButton';
import { formatCount } from '@/lib/format';
import { t } from '@/lib/i18n';
import type { Blip } from '@/types/models';

/**
 * The rail beside a blip (over it on phones): like and dislike, comments, share, more
 * (Not interested, Report) and the channel's avatar turning like a record while it plays.
 */
export default function BlipActions({
    blip,
    commentCount,
    playing,
    commentsOpen,
    onComments,
    onNotInterested,
    onReport,
    className = '',
}: {
    blip: Blip;
    commentCount: number;
    playing: boolean;
    commentsOpen: boolean;
    onComments: () => void;
    onNotInterested: () => void;
    /** Opens the report dialog (ReportMenuItem offers guests a sign-in link instead). */
    onReport: () => void;
    className?: string;
}) {
    const signedIn = usePage().props.auth.user !== null;

    return (
        <div className={`flex flex-col items-center gap-4 ${className}`}>
            <ReactionButtons
                variant="rail"
                url={route('videos.reaction.store', { video: blip.id })}
                likes={blip.likes}
                dislikes={blip.dislikes}
                reaction={blip.viewer.reaction}
                signedIn={signedIn}
                subject="blip"
                guestVideoId={blip.id}
                // The blip on screen comes back with its first page, matched into the feed by id.
                reloadOnly={['blips']}
            />
            <button
                type="button"
                onClick={onComments}
                aria-label={t('Comments (:count)', { count: formatCount(commentCount) })}
                aria-expanded={commentsOpen}
                className={railButtonClass}
            >
                <RailButtonContent
                    icon={
                        <Icon className="size-6">
                            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5A8 8 0 1 1 21 12Z" />
                        </Icon>
                    }
                    label={formatCount(commentCount)}
                />
            </button>
            <ShareButton path={blipUrl(blip.id)} variant="rail" />
            <Dropdown>
                <DropdownTrigger aria-label={t('More actions')} className={railButtonClass}>
                    <RailButtonContent icon={<MoreIcon className="size-6" />} label={t('More')} />
                </DropdownTrigger>
                <DropdownContent side="top" widthClassName="w-52">
                    <DropdownButton onClick={onNotInterested}>{t('Not interested')}</DropdownButton>
                    <ReportMenuItem onReport={onReport} />
                </DropdownContent>
            </Dropdown>
            <Link
                href={channelUrl(blip.channel.handle)}
                aria-label={t(':name’s channel', { name: blip.channel.name })}
                className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
                <span
                    className={`block rounded-full border-[5px] border-neutral-800 p-0.5 shadow motion-safe:animate-[spin_6s_linear_infinite] dark:border-neutral-700 ${playing ? '' : '[animation-play-state:paused]'}`}
                >
                    <ChannelAvatar channel={blip.channel} className="size-8" />
                </span>
            </Link>
        </div>
    );
}
