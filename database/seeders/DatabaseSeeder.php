<?php

namespace Database\Seeders;

use App\Models\User;
use Illuminate\Database\Seeder;

class DatabaseSeeder extends Seeder
{
    /** The verified account the README names for trying the app. */
    public const DEMO_EMAIL = 'demo@blipstream.test';

    public const DEMO_PASSWORD = 'password';

    /** A second verified account, a moderator: /moderation (the account menu's Moderation). */
    public const MODERATOR_EMAIL = 'moderator@blipstream.test';

    public function run(): void
    {
        User::factory()->create([
            'name' => 'Demo Viewer',
            'email' => self::DEMO_EMAIL,
            'password' => self::DEMO_PASSWORD,
        ]);

        User::factory()->moderator()->create([
            'name' => 'Moderator',
            'email' => self::MODERATOR_EMAIL,
            'password' => self::DEMO_PASSWORD,
        ]);

        $this->call(SampleCatalogueSeeder::class);
        $this->call(SampleReportsSeeder::class);
    }
}
