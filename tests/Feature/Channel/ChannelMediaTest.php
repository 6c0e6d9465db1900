<?php

namespace Tests\Feature\Channel;

use App\Models\Channel;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class ChannelMediaTest extends TestCase
{
    use RefreshDatabase;

    public function test_deleting_a_channel_removes_its_images(): void
    {
        Storage::fake('public');
        $user = User::factory()->create();
        $other = Channel::factory()->create();
        Storage::disk('public')->put(Channel::mediaDirectory($other->id).'/avatar-x.webp', 'other');

        $this->actingAs($user)->post('/channels', [
            'name' => 'Night Owls',
            'profile' => UploadedFile::fake()->image('me.png', 200, 200),
        ])->assertSessionHasNoErrors();

        $channel = $user->channel()->firstOrFail();
        Storage::disk('public')->assertExists((string) $channel->avatar_path);

        $channel->delete();

        Storage::disk('public')->assertMissing((string) $channel->avatar_path);
        Storage::disk('public')->assertExists(Channel::mediaDirectory($other->id).'/avatar-x.webp');
    }
}
