<?php

namespace Database\Factories;

use App\Models\Channel;
use App\Models\CommunityPost;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * @extends Factory<CommunityPost>
 */
class CommunityPostFactory extends Factory
{
    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        return [
            'channel_id' => Channel::factory(),
            'body' => fake()->paragraph(),
            'published_at' => fake()->dateTimeBetween('-6 months'),
        ];
    }
}
