<?php

namespace Database\Factories;

use App\Models\Channel;
use App\Models\User;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/**
 * @extends Factory<Channel>
 */
class ChannelFactory extends Factory
{
    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        $name = fake()->unique()->company();

        return [
            'user_id' => User::factory(),
            // Handles are at most 40 characters (PostgreSQL enforces it): 34 + '-' + 5 digits.
            'handle' => rtrim(Str::limit(Str::slug($name), 34, ''), '-').'-'.fake()->unique()->numberBetween(10000, 99999),
            'name' => $name,
            'description' => fake()->paragraph(),
            'location' => fake()->country(),
        ];
    }
}
