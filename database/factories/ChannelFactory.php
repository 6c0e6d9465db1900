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
            'handle' => Str::slug($name).'-'.fake()->unique()->numberBetween(100, 99999),
            'name' => $name,
            'description' => fake()->paragraph(),
            'location' => fake()->country(),
        ];
    }
}
