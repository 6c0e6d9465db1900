<?php

namespace Database\Seeders;

use App\Enums\CaptionLanguage;
use App\Enums\Category;
use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Media\PublicMedia;
use App\Media\SampleArt;
use App\Media\SampleLibrary;
use App\Media\SampleMedia;
use App\Models\Channel;
use App\Models\User;
use App\Models\Video;
use App\Search\SearchCache;
use App\Watch\RecentViews;
use Carbon\CarbonInterface;
use Database\Seeders\Catalogue\BulkInserter;
use Database\Seeders\Catalogue\CatalogueSize;
use Database\Seeders\Catalogue\SampleWriting;
use Database\Seeders\Catalogue\UniqueTitles;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;

/**
 * A believable catalogue made without the network: channels with generated avatars and
 * banners, videos in every category, blips, live streams, playlists, community posts,
 * comments with replies, reactions, subscriptions and a year of views. Rows go in with
 * multi-row inserts; every counter is then recomputed from the rows it counts.
 *
 * SEED_SIZE=full|small|bench picks the size (config catalogue.seed_size), SEED_VIDEOS
 * and SEED_BLIPS override the number of regular videos and of blips.
 */
class SampleCatalogueSeeder extends Seeder
{
    /** Every seeded account signs in with this password. */
    public const PASSWORD = 'password';

    /** Keeps the catalogue the same from one seed to the next. */
    private const RANDOM_SEED = 20261122;

    /** Every third of the first regular videos has English captions, so the player's CC shows. */
    private const CAPTION_EVERY = 3;

    private const CAPTIONED_VIDEOS = 60;

    /** Names the caption files: a change to what they say makes new ones. */
    private const CAPTIONS_VERSION = 1;

    private CatalogueSize $size;

    private CarbonInterface $now;

    private string $nowString;

    /** @var list<int> */
    private array $viewerIds = [];

    /** @var array<string, list<int>> channel ids by main category */
    private array $channelsByCategory = [];

    /** @var array<int, int> owner user id by channel id */
    private array $ownerByChannel = [];

    /** @var list<array{id: int, channel: int, duration: int, published: int, public: bool}> */
    private array $videos = [];

    private UniqueTitles $titles;

    public function __construct(
        private readonly SampleLibrary $library,
        private readonly SampleArt $art,
    ) {
    }

    public function run(): void
    {
        $videos = config('catalogue.seed_videos');
        $blips = config('catalogue.seed_blips');
        $this->size = CatalogueSize::named(
            (string) config('catalogue.seed_size', 'full'),
            is_numeric($videos) ? (int) $videos : null,
            is_numeric($blips) ? (int) $blips : null,
        );
        mt_srand(self::RANDOM_SEED);
        $this->titles = new UniqueTitles;
        $this->now = now()->startOfMinute();
        $this->nowString = $this->now->toDateTimeString();

        $started = microtime(true);
        $media = $this->library->ensure($this->size->allClips ? SampleLibrary::clips() : SampleLibrary::smallClips());
        $hlsBytes = array_sum(array_map(fn (SampleMedia $m) => $this->library->hlsBytes($m), $media));
        $this->report(sprintf('sample media (%d clips, HLS %.1f MB)', count($media), $hlsBytes / 1048576), $started);

        $started = microtime(true);
        DB::transaction(function () use ($media) {
            $this->seedPeople();
            $this->seedVideos($media);
            $this->seedCaptions();
            $this->seedPlaylists();
            $this->seedPosts();
            $this->seedSubscriptions();
            $this->seedEngagement();
            $this->seedHistory();
            $this->recount();
        });
        // The rows went in without model events; search results cached before are stale.
        SearchCache::startNewGeneration();
        $this->report(sprintf('%s catalogue (%d videos)', $this->size->name, count($this->videos)), $started);
    }

    private function seedPeople(): void
    {
        $password = Hash::make(self::PASSWORD);
        $definitions = array_slice(SampleWriting::CHANNELS, 0, min($this->size->channels, count(SampleWriting::CHANNELS)));
        $users = new BulkInserter('users', 7);
        foreach ($definitions as [$name, $handle]) {
            $users->add($this->userRow($name, "{$handle}@creators.blipstream.test", $password, mt_rand(400, 2200)));
        }
        for ($i = 1; $i <= $this->size->viewers; $i++) {
            $users->add($this->userRow(fake()->name(), "viewer{$i}@viewers.blipstream.test", $password, mt_rand(10, 900)));
        }
        $users->flush();

        $ownerIds = DB::table('users')->where('email', 'like', '%@creators.blipstream.test')->pluck('id', 'email');
        $this->viewerIds = DB::table('users')->where('email', 'like', '%@viewers.blipstream.test')->pluck('id')->map(fn ($id) => (int) $id)->all();
        // The demo viewer (DatabaseSeeder) takes part like any other viewer.
        $demo = User::query()->where('email', DatabaseSeeder::DEMO_EMAIL)->value('id');
        if ($demo !== null) {
            $this->viewerIds[] = (int) $demo;
        }

        $channels = new BulkInserter('channels', 11);
        foreach ($definitions as $i => [$name, $handle, $category, $location]) {
            [$avatar, $banner] = $this->channelArt($handle, $name, $i);
            $joined = $this->now->copy()->subDays(mt_rand(400, 2200))->toDateTimeString();
            $channels->add([
                'user_id' => $ownerIds["{$handle}@creators.blipstream.test"],
                'handle' => $handle,
                'name' => $name,
                'description' => "{$name}: ".Category::from($category)->label()." videos every week from {$location}. New uploads, live streams and behind-the-scenes posts.",
                'avatar_path' => $avatar,
                'banner_path' => $banner,
                'location' => $location,
                'links' => json_encode([
                    ['title' => 'Website', 'url' => "https://{$handle}.example"],
                    ['title' => 'Newsletter', 'url' => "https://{$handle}.example/newsletter"],
                ]),
                'show_related_channels' => true,
                'created_at' => $joined,
                'updated_at' => $joined,
            ]);
        }
        $channels->flush();

        foreach (DB::table('channels')->whereIn('handle', array_column($definitions, 1))->get(['id', 'user_id', 'handle']) as $row) {
            $category = $definitions[array_search($row->handle, array_column($definitions, 1), true)][2];
            $this->channelsByCategory[$category][] = (int) $row->id;
            $this->ownerByChannel[(int) $row->id] = (int) $row->user_id;
        }
    }

    /**
     * @return array<string, mixed>
     */
    private function userRow(string $name, string $email, string $password, int $daysAgo): array
    {
        $joined = $this->now->copy()->subDays($daysAgo)->toDateTimeString();

        return [
            'name' => $name, 'email' => $email, 'email_verified_at' => $joined, 'password' => $password,
            'remember_token' => null, 'created_at' => $joined, 'updated_at' => $joined,
        ];
    }

    /**
     * @return array{string, string}
     */
    private function channelArt(string $handle, string $name, int $i): array
    {
        $palette = SampleWriting::PALETTE;
        $from = $palette[$i % count($palette)];
        $to = $palette[($i * 3 + 4) % count($palette)];
        $avatar = SampleLibrary::ROOT."/channels/{$handle}-avatar.webp";
        $banner = SampleLibrary::ROOT."/channels/{$handle}-banner.webp";
        $disk = PublicMedia::disk();
        if (! $disk->exists($avatar)) {
            $words = preg_split('/[\s&]+/', $name) ?: [$name];
            $initials = implode('', array_map(fn ($word) => mb_substr($word, 0, 1), array_slice(array_values(array_filter($words)), 0, 2)));
            $this->art->avatar($disk->path($avatar), $initials, $from, $to);
        }
        if (! $disk->exists($banner)) {
            $this->art->banner($disk->path($banner), $name, $to, $from);
        }

        return [$avatar, $banner];
    }

    /**
     * @param  list<SampleMedia>  $media
     */
    private function seedVideos(array $media): void
    {
        $landscape = array_values(array_filter($media, fn (SampleMedia $m) => ! $m->isVertical() && ! $m->isLive()));
        $vertical = array_values(array_filter($media, fn (SampleMedia $m) => $m->isVertical()));
        $live = array_values(array_filter($media, fn (SampleMedia $m) => $m->isLive()));

        // Each category, and each gaming and news subcategory, gets its turn.
        $slots = [];
        foreach (Category::cases() as $category) {
            $subcategories = array_keys($category->subcategories());
            foreach ($subcategories === [] ? [null] : $subcategories as $subcategory) {
                $slots[] = [$category, $subcategory];
            }
        }

        $rows = new BulkInserter('videos', 23);
        for ($i = 0; $i < $this->size->videos; $i++) {
            [$category, $subcategory] = $slots[$i % count($slots)];
            $rows->add($this->videoRow(VideoKind::Video, $category, $subcategory, $landscape[$i % count($landscape)], $i));
        }
        for ($i = 0; $i < $this->size->blips; $i++) {
            [$category, $subcategory] = $slots[mt_rand(0, count($slots) - 1)];
            $rows->add($this->videoRow(VideoKind::Short, $category, $subcategory, $vertical[$i % count($vertical)], $i));
        }
        for ($i = 0; $i < $this->size->live; $i++) {
            [$category, $subcategory] = [
                [Category::Gaming, 'minecraft'], [Category::Music, null], [Category::Gaming, 'strategy'],
                [Category::Entertainment, null], [Category::Gaming, 'fps'], [Category::Sports, null],
                [Category::News, 'world'], [Category::Travel, null],
            ][$i % 8];
            $rows->add($this->videoRow(VideoKind::Live, $category, $subcategory, $live[0], $i));
        }
        $rows->flush();

        $channelIds = array_keys($this->ownerByChannel);
        $query = DB::table('videos')->whereIn('channel_id', $channelIds)->orderBy('id');
        foreach ($query->lazyById(5000) as $row) {
            $this->videos[] = [
                'id' => (int) $row->id,
                'channel' => (int) $row->channel_id,
                'duration' => max(1, (int) $row->duration),
                'published' => (int) strtotime((string) $row->published_at),
                'public' => $row->visibility === Visibility::Public->value && $row->status === VideoStatus::Ready->value,
            ];
        }
    }

    /**
     * @return array<string, mixed>
     */
    private function videoRow(VideoKind $kind, Category $category, ?string $subcategory, SampleMedia $media, int $i): array
    {
        $channels = $this->channelsByCategory[$category->value] ?? array_merge(...array_values($this->channelsByCategory));
        $channelId = $channels[mt_rand(0, count($channels) - 1)];
        [$title, $thing] = $this->titles->next($category, $subcategory);

        // Published over the past year, more of them recently; live streams started within hours.
        $published = $kind === VideoKind::Live
            ? $this->now->copy()->subMinutes(mt_rand(5, 300))
            : $this->now->copy()->subSeconds((int) (365 * 86400 * (mt_rand() / mt_getrandmax()) ** 1.6) + 3600);
        $roll = mt_rand(1, 100);
        $visibility = match (true) {
            $kind !== VideoKind::Video => Visibility::Public,
            $roll <= 3 => Visibility::Private,
            $roll <= 6 => Visibility::Unlisted,
            default => Visibility::Public,
        };
        $tags = array_values(array_unique(array_filter([
            $category->value, $subcategory, str_replace(' ', '', (string) preg_replace('/^(a|an|the) /', '', strtolower($thing))),
            $kind === VideoKind::Short ? 'blip' : null, $kind === VideoKind::Live ? 'live' : null,
        ])));
        $publishedString = $published->toDateTimeString();

        return [
            'public_id' => Video::newPublicId(),
            'channel_id' => $channelId,
            'kind' => $kind->value,
            'title' => $title,
            'description' => "{$title}.\n\nIn this ".($kind === VideoKind::Live ? 'stream' : 'video')." we look at {$thing}. Thanks for watching — comments and ideas for the next one are always welcome.",
            'tags' => json_encode($tags),
            'category' => $category->value,
            'subcategory' => $subcategory,
            'visibility' => $visibility->value,
            'restrictions' => 'None',
            'is_kids_friendly' => in_array($category, [Category::Education, Category::Music], true) && $roll > 50,
            'duration' => $kind === VideoKind::Live ? 0 : $media->clip->seconds,
            'width' => $media->clip->width,
            'height' => $media->clip->height,
            'status' => VideoStatus::Ready->value,
            'original_path' => null,
            'hls_path' => $media->hlsPath,
            'thumbnail_path' => $this->size->titledThumbnails
                ? $this->library->titledThumbnail($media, $i, $title)
                : $this->library->pooledThumbnail($media, mt_rand(0, 1000)),
            // Nobody watches a seeded stream until someone plays it (App\Watch\LiveAudience).
            'live_viewers' => $kind === VideoKind::Live ? 0 : null,
            'stream_category' => $kind === VideoKind::Live ? SampleWriting::STREAM_CATEGORIES[$i % count(SampleWriting::STREAM_CATEGORIES)] : null,
            'published_at' => $publishedString,
            'created_at' => $publishedString,
            'updated_at' => $publishedString,
        ];
    }

    /**
     * A few cues with each video's title. The files are shared sample media kept from one seed
     * to the next, as the thumbnails are; a file names its title and duration.
     */
    private function seedCaptions(): void
    {
        $disk = PublicMedia::disk();
        $captions = new BulkInserter('video_captions', 6);
        $videos = DB::table('videos')
            ->whereIn('channel_id', array_keys($this->ownerByChannel))
            ->where('kind', VideoKind::Video->value)
            ->orderBy('id')
            ->limit(self::CAPTIONED_VIDEOS * self::CAPTION_EVERY)
            ->get(['id', 'title', 'duration']);

        foreach ($videos as $i => $video) {
            if ($i % self::CAPTION_EVERY !== 0) {
                continue;
            }
            $title = (string) $video->title;
            $duration = (int) $video->duration;
            $path = SampleLibrary::ROOT.'/captions/'.substr(sha1(self::CAPTIONS_VERSION."|{$duration}|{$title}"), 0, 20).'.vtt';
            if (! $disk->exists($path)) {
                $disk->put($path, self::sampleCaptions($title, $duration));
            }
            $captions->add([
                'video_id' => $video->id, 'language' => CaptionLanguage::English->value,
                'label' => CaptionLanguage::English->label(), 'path' => $path,
                'created_at' => $this->nowString, 'updated_at' => $this->nowString,
            ]);
        }
        $captions->flush();
    }

    private static function sampleCaptions(string $title, int $duration): string
    {
        $cue = fn (float $from, float $to, string $text) => sprintf(
            "%s --> %s\n%s\n\n",
            gmdate('i:s', (int) $from).sprintf('.%03d', (int) round(fmod($from, 1) * 1000)),
            gmdate('i:s', (int) $to).sprintf('.%03d', (int) round(fmod($to, 1) * 1000)),
            // Cue text is markup: & and < start escapes and tags, and an unescaped --> ends the cue.
            htmlspecialchars($text, ENT_NOQUOTES),
        );

        return "WEBVTT\n\n"
            .$cue(0.5, 4.5, $title)
            .$cue(5, 10, 'Sample captions: press C or the CC button to hide them.')
            .$cue(max(10.5, $duration - 5), max(14, $duration - 1), 'Thanks for watching!');
    }

    private function seedPlaylists(): void
    {
        $byChannel = [];
        foreach ($this->videos as $video) {
            if ($video['public']) {
                $byChannel[$video['channel']][] = $video['id'];
            }
        }

        $playlists = new BulkInserter('playlists', 6);
        $plan = [];
        foreach ($byChannel as $channelId => $videoIds) {
            $count = min(3, intdiv(count($videoIds), 3));
            for ($p = 1; $p <= $count; $p++) {
                $title = ['Start here', 'Fan favourites', 'The full series'][$p - 1];
                $playlists->add([
                    'channel_id' => $channelId, 'title' => $title, 'description' => "{$title} from this channel.",
                    'visibility' => Visibility::Public->value, 'created_at' => $this->nowString, 'updated_at' => $this->nowString,
                ]);
                $plan[] = [$channelId, $title, $videoIds];
            }
        }
        $playlists->flush();

        $ids = [];
        foreach (DB::table('playlists')->whereIn('channel_id', array_keys($byChannel))->get(['id', 'channel_id', 'title']) as $row) {
            $ids["{$row->channel_id}|{$row->title}"] = (int) $row->id;
        }
        $items = new BulkInserter('playlist_items', 5);
        foreach ($plan as [$channelId, $title, $videoIds]) {
            shuffle($videoIds);
            foreach (array_slice($videoIds, 0, mt_rand(3, 8)) as $position => $videoId) {
                $items->add([
                    'playlist_id' => $ids["{$channelId}|{$title}"], 'video_id' => $videoId, 'position' => $position + 1,
                    'created_at' => $this->nowString, 'updated_at' => $this->nowString,
                ]);
            }
        }
        $items->flush();
    }

    private function seedPosts(): void
    {
        $images = [];
        foreach (array_slice(SampleWriting::PALETTE, 0, 6) as $i => $colour) {
            $path = SampleLibrary::ROOT."/posts/post-{$i}.jpg";
            if (! PublicMedia::disk()->exists($path)) {
                $this->art->banner(PublicMedia::disk()->path($path), 'Community', $colour, SampleWriting::PALETTE[($i + 5) % 10], 960, 540);
            }
            $images[] = $path;
        }

        $posts = new BulkInserter('community_posts', 6);
        foreach (array_keys($this->ownerByChannel) as $channelId) {
            for ($p = mt_rand(1, 4); $p > 0; $p--) {
                $at = $this->now->copy()->subHours(mt_rand(2, 24 * 200))->toDateTimeString();
                $posts->add([
                    'channel_id' => $channelId,
                    'body' => SampleWriting::POSTS[mt_rand(0, count(SampleWriting::POSTS) - 1)],
                    'image_path' => mt_rand(1, 10) <= 4 ? $images[mt_rand(0, count($images) - 1)] : null,
                    'published_at' => $at, 'created_at' => $at, 'updated_at' => $at,
                ]);
            }
        }
        $posts->flush();
    }

    private function seedSubscriptions(): void
    {
        $channelIds = array_keys($this->ownerByChannel);
        $levels = ['all', 'all', 'all', 'all', 'all', 'all', 'all', 'personalized', 'personalized', 'none'];
        $rows = new BulkInserter('subscriptions', 5);
        foreach ($this->viewerIds as $userId) {
            $picked = [];
            for ($k = mt_rand(0, min(12, count($channelIds))); $k > 0; $k--) {
                // Squaring the roll favours the first channels: some grow big, most stay small.
                $picked[$channelIds[(int) (count($channelIds) * (mt_rand() / (mt_getrandmax() + 1)) ** 2)]] = true;
            }
            foreach (array_keys($picked) as $channelId) {
                $at = $this->now->copy()->subDays(mt_rand(0, 365))->toDateTimeString();
                $rows->add([
                    'user_id' => $userId, 'channel_id' => $channelId, 'notification_level' => $levels[mt_rand(0, 9)],
                    'created_at' => $at, 'updated_at' => $at,
                ]);
            }
        }
        $rows->flush();
        Channel::recountSubscribers($channelIds);
        // Each subscription was gained on its day: the studio analytics count net subscribers from these.
        DB::table('subscription_events')->insertUsing(
            ['channel_id', 'user_id', 'delta', 'occurred_at'],
            DB::table('subscriptions')->whereIn('channel_id', $channelIds)->selectRaw('channel_id, user_id, 1, created_at'),
        );
    }

    /**
     * Views over the past year, then likes, dislikes and comments in proportion to them.
     */
    private function seedEngagement(): void
    {
        $views = new BulkInserter('views', 7);
        $reactions = new BulkInserter('reactions', 7);
        $comments = new BulkInserter('comments', 11);
        $viewers = $this->viewerIds;
        $viewerCount = count($viewers);
        $nowTs = $this->now->getTimestamp();
        $logMax = log($this->size->maxViews);
        $countries = SampleWriting::COUNTRIES;

        foreach ($this->videos as $index => $video) {
            if (! $video['public']) {
                continue;
            }
            $viewCount = (int) exp($logMax * (mt_rand() / mt_getrandmax()));
            // A few videos get a burst this week, so trending has something to rank.
            $recentBurst = $index % 9 === 0;
            $age = max(60, $nowTs - $video['published']);
            for ($v = 0; $v < $viewCount; $v++) {
                $offset = $recentBurst && $v % 2 === 0
                    ? mt_rand(60, min($age, 7 * 86400))
                    : (int) ($age * (mt_rand() / mt_getrandmax()) ** 0.7);
                $at = $nowTs - max(30, $offset);
                $signedIn = mt_rand(1, 10) <= 3;
                $userId = $signedIn ? $viewers[mt_rand(0, $viewerCount - 1)] : null;
                $views->add([
                    'video_id' => $video['id'],
                    'user_id' => $userId,
                    'viewer_key' => $userId !== null ? 'u:'.$userId : 'g:'.dechex(mt_rand()),
                    'watched_seconds' => mt_rand(1, $video['duration']),
                    'country' => $countries[mt_rand(0, count($countries) - 1)],
                    'viewed_at' => date('Y-m-d H:i:s', $at),
                    'viewed_on' => date('Y-m-d', $at),
                ]);
            }

            $likes = min($viewerCount, (int) ($viewCount * mt_rand(2, 7) / 100));
            $dislikes = min($viewerCount - $likes, (int) ($likes * mt_rand(1, 12) / 100));
            $people = $this->sample($viewers, $likes + $dislikes);
            foreach ($people as $n => $userId) {
                $at = date('Y-m-d H:i:s', mt_rand($video['published'], $nowTs));
                $reactions->add([
                    'user_id' => $userId, 'reactable_type' => 'video', 'reactable_id' => $video['id'],
                    'value' => $n < $likes ? 1 : -1, 'created_at' => $at, 'updated_at' => $at,
                ]);
            }

            $commentCount = min($this->size->maxComments, intdiv($viewCount, 40));
            for ($c = 0; $c < $commentCount; $c++) {
                $at = date('Y-m-d H:i:s', mt_rand($video['published'], $nowTs));
                $comments->add([
                    'commentable_type' => 'video', 'commentable_id' => $video['id'],
                    'user_id' => $viewers[mt_rand(0, $viewerCount - 1)],
                    'body' => SampleWriting::COMMENTS[mt_rand(0, count(SampleWriting::COMMENTS) - 1)],
                    'status' => mt_rand(1, 20) === 1 ? 'held' : 'published',
                    'is_hearted' => mt_rand(1, 8) === 1, 'is_pinned' => $c === 0 && mt_rand(1, 4) === 1,
                    'created_at' => $at, 'updated_at' => $at,
                ]);
            }
        }
        $views->flush();
        $comments->flush();

        $this->seedPostEngagement($reactions, $comments);
        $this->seedReplies($reactions);
        $reactions->flush();
    }

    private function seedPostEngagement(BulkInserter $reactions, BulkInserter $comments): void
    {
        $nowTs = $this->now->getTimestamp();
        foreach (DB::table('community_posts')->whereIn('channel_id', array_keys($this->ownerByChannel))->get(['id', 'published_at']) as $post) {
            $published = (int) strtotime((string) $post->published_at);
            $people = $this->sample($this->viewerIds, mt_rand(0, min(80, count($this->viewerIds))));
            foreach ($people as $n => $userId) {
                $at = date('Y-m-d H:i:s', mt_rand($published, $nowTs));
                $reactions->add([
                    'user_id' => $userId, 'reactable_type' => 'post', 'reactable_id' => (int) $post->id,
                    'value' => $n % 12 === 11 ? -1 : 1, 'created_at' => $at, 'updated_at' => $at,
                ]);
            }
            for ($c = mt_rand(0, 4); $c > 0; $c--) {
                $at = date('Y-m-d H:i:s', mt_rand($published, $nowTs));
                $comments->add([
                    'commentable_type' => 'post', 'commentable_id' => (int) $post->id,
                    'user_id' => $this->viewerIds[mt_rand(0, count($this->viewerIds) - 1)],
                    'body' => SampleWriting::COMMENTS[mt_rand(0, count(SampleWriting::COMMENTS) - 1)],
                    'status' => 'published', 'is_hearted' => false, 'is_pinned' => false,
                    'created_at' => $at, 'updated_at' => $at,
                ]);
            }
        }
        $comments->flush();
    }

    /**
     * Replies to about a third of the published top-level comments (some by the channel
     * owner), and likes on comments.
     */
    private function seedReplies(BulkInserter $reactions): void
    {
        $replies = new BulkInserter('comments', 12);
        $videoChannels = array_column($this->videos, 'channel', 'id');
        $nowTs = $this->now->getTimestamp();
        $top = DB::table('comments')->whereNull('parent_id')->where('status', 'published')
            ->whereIn('user_id', $this->viewerIds)
            ->orderBy('id')->get(['id', 'commentable_type', 'commentable_id', 'created_at']);
        foreach ($top as $comment) {
            $created = (int) strtotime((string) $comment->created_at);
            if (mt_rand(1, 3) === 1) {
                for ($r = mt_rand(1, 3); $r > 0; $r--) {
                    $owner = $comment->commentable_type === 'video'
                        ? ($this->ownerByChannel[$videoChannels[(int) $comment->commentable_id] ?? 0] ?? null)
                        : null;
                    $byOwner = $owner !== null && $r === 1 && mt_rand(1, 3) === 1;
                    $at = date('Y-m-d H:i:s', mt_rand($created, $nowTs));
                    $replies->add([
                        'commentable_type' => $comment->commentable_type, 'commentable_id' => (int) $comment->commentable_id,
                        'user_id' => $byOwner ? $owner : $this->viewerIds[mt_rand(0, count($this->viewerIds) - 1)],
                        'parent_id' => (int) $comment->id,
                        'body' => SampleWriting::REPLIES[mt_rand(0, count(SampleWriting::REPLIES) - 1)],
                        'status' => 'published', 'is_hearted' => false, 'is_pinned' => false,
                        'created_at' => $at, 'updated_at' => $at,
                    ]);
                }
            }
            foreach ($this->sample($this->viewerIds, mt_rand(0, 6) ** 2 % 40) as $userId) {
                $at = date('Y-m-d H:i:s', mt_rand($created, $nowTs));
                $reactions->add([
                    'user_id' => $userId, 'reactable_type' => 'comment', 'reactable_id' => (int) $comment->id,
                    'value' => 1, 'created_at' => $at, 'updated_at' => $at,
                ]);
            }
        }
        $replies->flush();
    }

    /**
     * Each signed-in viewer's history is the last view of each video, with the position
     * reached: the same rows the views table holds.
     */
    private function seedHistory(): void
    {
        DB::statement(
            'INSERT INTO watch_history (user_id, video_id, position_seconds, watched_at)
             SELECT user_id, video_id, MAX(watched_seconds), MAX(viewed_at) FROM views
             WHERE user_id IS NOT NULL AND video_id IN (SELECT id FROM videos WHERE channel_id IN ('.implode(',', array_keys($this->ownerByChannel)).'))
             GROUP BY user_id, video_id'
        );
    }

    /**
     * Every counter is set from the rows it counts, so the two can never disagree.
     */
    private function recount(): void
    {
        $channels = implode(',', array_keys($this->ownerByChannel));
        $count = fn (string $type, string $value, string $column) => "(SELECT COUNT(*) FROM reactions WHERE reactable_type = '{$type}' AND reactable_id = {$column} AND value = {$value})";
        $comments = fn (string $type, string $column) => "(SELECT COUNT(*) FROM comments WHERE commentable_type = '{$type}' AND commentable_id = {$column} AND status = 'published')";

        DB::update(
            'UPDATE videos SET view_count = (SELECT COUNT(*) FROM views WHERE views.video_id = videos.id), '
            .'like_count = '.$count('video', '1', 'videos.id').', '
            .'dislike_count = '.$count('video', '-1', 'videos.id').', '
            .'comment_count = '.$comments('video', 'videos.id')
            ." WHERE channel_id IN ({$channels})"
        );
        DB::update(
            'UPDATE community_posts SET like_count = '.$count('post', '1', 'community_posts.id').', '
            .'dislike_count = '.$count('post', '-1', 'community_posts.id').', '
            .'comment_count = '.$comments('post', 'community_posts.id')
            ." WHERE channel_id IN ({$channels})"
        );
        DB::update(
            'UPDATE comments SET like_count = '.$count('comment', '1', 'comments.id').', '
            .'dislike_count = '.$count('comment', '-1', 'comments.id').', '
            ."reply_count = (SELECT COUNT(*) FROM comments AS replies WHERE replies.parent_id = comments.id AND replies.status = 'published')"
        );
        DB::update('UPDATE playlists SET video_count = (SELECT COUNT(*) FROM playlist_items WHERE playlist_items.playlist_id = playlists.id)');
        app(RecentViews::class)->recount();
    }

    /**
     * $count distinct picks from $ids (all of them when $count is larger).
     *
     * @param  list<int>  $ids
     * @return list<int>
     */
    private function sample(array $ids, int $count): array
    {
        if ($count <= 0) {
            return [];
        }
        if ($count >= count($ids)) {
            return $ids;
        }
        $picked = [];
        while (count($picked) < $count) {
            $picked[$ids[mt_rand(0, count($ids) - 1)]] = true;
        }

        return array_keys($picked);
    }

    private function report(string $what, float $started): void
    {
        // A seeder run outside Artisan has no console to report to (Laravel's Seeder checks alike).
        if (isset($this->command)) { // @phpstan-ignore isset.property
            $this->command->getOutput()->writeln(sprintf('  <info>%s</info> in %.1f s', $what, microtime(true) - $started));
        }
    }
}
