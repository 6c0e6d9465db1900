<?php

namespace Database\Factories;

use App\Enums\ReportReason;
use App\Enums\ReportStatus;
use App\Models\Report;
use App\Models\User;
use App\Models\Video;
use Illuminate\Database\Eloquent\Factories\Factory;

/**
 * Open reports by default; decided() for one a moderator has closed.
 *
 * @extends Factory<Report>
 */
class ReportFactory extends Factory
{
    /**
     * @return array<string, mixed>
     */
    public function definition(): array
    {
        return [
            'user_id' => User::factory(),
            'video_id' => Video::factory(),
            'reason' => fake()->randomElement(ReportReason::cases()),
            'details' => fake()->optional()->sentence(),
            'status' => ReportStatus::UnderReview,
            'is_open' => true,
        ];
    }

    public function decided(ReportStatus $status = ReportStatus::Reviewed): static
    {
        return $this->state(fn () => [
            'status' => $status,
            'is_open' => null,
            'decided_at' => now(),
        ]);
    }
}
