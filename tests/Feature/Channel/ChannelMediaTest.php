<?php

namespace Tests\Feature\Channel;

use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Tests\TestCase;

class ChannelMediaTest extends TestCase
{
    use RefreshDatabase;

    public function test_deleting_a_channel_removes_its_images(): void
    {
        $this->freshMediaDisks();
        $user = User::factory()->create();
        $other = Channel::factory()->create();
        PublicMedia::disk()->put(Channel::mediaDirectory($other->id).'/avatar-x.webp', 'other');

        $this->actingAs($user)->post('/channels', [
            'name' => 'Night Owls',
            'profile' => UploadedFile::fake()->image('me.png', 200, 200),
        ])->assertSessionHasNoErrors();

        $channel = $user->channel()->firstOrFail();
        PublicMedia::disk()->assertExists((string) $channel->avatar_path);

        $channel->delete();

        PublicMedia::disk()->assertMissing((string) $channel->avatar_path);
        PublicMedia::disk()->assertExists(Channel::mediaDirectory($other->id).'/avatar-x.webp');
    }
}
