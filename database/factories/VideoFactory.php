<?php

namespace Database\Factories;

use App\Enums\Category;
use App\Enums\VideoKind;
use App\Enums\VideoStatus;
use App\Enums\Visibility;
use App\Models\Channel;
use App\Models\Video;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * Ready, public, published videos by default; states for the other kinds and statuses.
 *
 * @extends Factory<Video>
 */
class VideoFactory extends Factory
{
    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        $category = fake()->randomElement(Category::cases());
        $subcategories = array_keys($category->subcategories());

        return [
            'public_id' => Video::newPublicId(),
            'channel_id' => Channel::factory(),
            'kind' => VideoKind::Video,
            'title' => rtrim(fake()->sentence(5), '.'),
            'description' => fake()->paragraph(),
            'tags' => fake()->words(3),
            'category' => $category,
            'subcategory' => $subcategories === [] ? null : fake()->randomElement($subcategories),
            'visibility' => Visibility::Public,
            'restrictions' => 'None',
            'is_kids_friendly' => false,
            'duration' => fake()->numberBetween(30, 1800),
            'width' => 1280,
            'height' => 720,
            'status' => VideoStatus::Ready,
            'hls_path' => 'samples/clips/landscape-1/hls/master.m3u8',
            'thumbnail_path' => 'samples/thumbnails/landscape-1.jpg',
            'published_at' => fake()->dateTimeBetween('-1 year', '-1 hour'),
        ];
    }

    public function blip(): static
    {
        return $this->state(fn () => [
            'kind' => VideoKind::Short,
            'duration' => fake()->numberBetween(5, 60),
            'width' => 720,
            'height' => 1280,
            'hls_path' => 'samples/clips/vertical-1/hls/master.m3u8',
            'thumbnail_path' => 'samples/thumbnails/vertical-1.jpg',
        ]);
    }

    public function live(): static
    {
        return $this->state(fn () => [
            'kind' => VideoKind::Live,
            'duration' => 0,
            'live_viewers' => fake()->numberBetween(10, 50_000),
            'stream_category' => fake()->randomElement(['Minecraft', 'Just Chatting', 'Music', 'Strategy']),
            'published_at' => now()->subMinutes(fake()->numberBetween(5, 240)),
        ]);
    }

    public function unlisted(): static
    {
        return $this->state(fn () => ['visibility' => Visibility::Unlisted]);
    }

    public function private(): static
    {
        return $this->state(fn () => ['visibility' => Visibility::Private]);
    }

    public function processing(): static
    {
        return $this->state(fn () => [
            'status' => VideoStatus::Processing,
            'hls_path' => null,
            'thumbnail_path' => null,
        ]);
    }

    public function failed(string $reason = 'The file has no video stream.'): static
    {
        return $this->state(fn () => [
            'status' => VideoStatus::Failed,
            'failure_reason' => $reason,
            'hls_path' => null,
        ]);
    }

    public function scheduled(): static
    {
        return $this->state(fn () => ['published_at' => now()->addDay()]);
    }

    public function inCategory(Category $category, ?string $subcategory = null): static
    {
        return $this->state(fn () => ['category' => $category, 'subcategory' => $subcategory]);
    }
}
