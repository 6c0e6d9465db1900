<?php

namespace App\Studio;

use App\Channels\ChannelPage;
use App\Http\Resources\ChannelCardResource;
use App\Http\Resources\VideoCardResource;
use App\Models\Channel;
use App\Models\Subscription;
use App\Search\CatalogueSearch;
use App\Search\SearchTerms;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;

/**
 * The studio's customization page: the channel as its three tabs edit it, and the choices
 * its pickers offer, each sent only when its picker asks.
 */
final class CustomizationPage
{
    /** @var list<string> the tabs in order; the first is the default */
    public const TABS = ['layout', 'branding', 'basic-info'];

    public const VIDEO_CHOICES = 24;

    public const CHANNEL_CHOICES = 12;

    public const SEARCH_MAX = 100;

    public function __construct(private readonly CatalogueSearch $search)
    {
    }

    public static function tab(mixed $value): string
    {
        return is_string($value) && in_array($value, self::TABS, true) ? $value : self::TABS[0];
    }

    /**
     * @return array<string, mixed>
     */
    public function customization(Channel $channel): array
    {
        $chosen = array_values(array_filter([$channel->featured_video_id, $channel->featured_video_for_returning_id]));
        // A chosen video that is no longer listed (made private, deleted) is no longer in the spotlight.
        $videos = $chosen === [] ? new Collection : ChannelPage::listedVideos($channel)->whereKey($chosen)->get();
        $card = function (?int $id) use ($videos, $channel) {
            $video = $id === null ? null : $videos->firstWhere('id', $id);

            return $video === null ? null : (new VideoCardResource($video->setRelation('channel', $channel)))->resolve();
        };

        return [
            'name' => $channel->name,
            'handle' => $channel->handle,
            'description' => $channel->description,
            'contact_email' => $channel->contact_email,
            'links' => $channel->links ?? [],
            'avatar_url' => $channel->avatar_url,
            'banner_url' => $channel->banner_url,
            'featured_video' => $card($channel->featured_video_id),
            'featured_video_for_returning' => $card($channel->featured_video_for_returning_id),
            'featured_channels' => ChannelCardResource::collection(ChannelPage::featuredChannels($channel))->resolve(),
            'show_related_channels' => $channel->show_related_channels,
            'show_unsubscribed_indicator' => $channel->show_unsubscribed_indicator,
        ];
    }

    /**
     * The videos the spotlight may show, newest first, optionally those whose title holds
     * every word searched for.
     *
     * @return array<array-key, mixed>
     */
    public function videoChoices(Channel $channel, mixed $search): array
    {
        $query = ChannelPage::listedVideos($channel);
        $query->latest('published_at')->orderByDesc('id')->limit(self::VIDEO_CHOICES);
        foreach (self::terms($search)->words as $word) {
            // Words hold only letters and digits: no LIKE wildcard reaches the pattern.
            $query->where(fn (Builder $title) => $title->whereRaw('lower(title) LIKE ?', ['%'.$word.'%']));
        }

        $videos = $query->get();
        foreach ($videos as $video) {
            $video->setRelation('channel', $channel);
        }

        return VideoCardResource::collection($videos)->resolve();
    }

    /**
     * Channels to feature: those matching the search, or, before anything is typed, the
     * channels the owner subscribes to. Never the channel itself.
     *
     * @return array<array-key, mixed>
     */
    public function channelChoices(Channel $channel, mixed $search): array
    {
        $terms = self::terms($search);

        $channels = $terms->isEmpty()
            ? Channel::query()
                ->whereIn('id', Subscription::query()->where('user_id', $channel->user_id)->select('channel_id'))
                ->orderBy('name')
                ->limit(self::CHANNEL_CHOICES)
                ->get()
            : $this->search->channels($terms, self::CHANNEL_CHOICES + 1);

        return ChannelCardResource::collection(
            $channels->reject(fn (Channel $choice) => $choice->id === $channel->id)->take(self::CHANNEL_CHOICES)->values(),
        )->resolve();
    }

    private static function terms(mixed $search): SearchTerms
    {
        return SearchTerms::parse(is_string($search) ? mb_substr($search, 0, self::SEARCH_MAX) : '');
    }
}
