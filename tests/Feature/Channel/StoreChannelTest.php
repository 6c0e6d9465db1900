<?php

namespace Tests\Feature\Channel;

use App\Actions\ChannelAlreadyExists;
use App\Actions\CreateChannel;
use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tests\TestCase;

class StoreChannelTest extends TestCase
{
    use MakesImages, RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        $this->withoutVite();
        $this->freshMediaDisks();
    }

    public function test_a_guest_cannot_create_a_channel(): void
    {
        $this->post('/channels', ['name' => 'Night Owls'])->assertRedirect('/login');

        $this->assertDatabaseCount('channels', 0);
    }

    public function test_an_unverified_user_cannot_create_a_channel(): void
    {
        $this->actingAs(User::factory()->unverified()->create())
            ->post('/channels', ['name' => 'Night Owls'])
            ->assertRedirect('/verify-email');

        $this->assertDatabaseCount('channels', 0);
    }

    public function test_a_channel_is_created_and_the_user_lands_in_the_studio(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->post('/channels', ['name' => '  Night Owls  ', 'description' => 'Late shows.'])
            ->assertSessionHasNoErrors()
            ->assertRedirect('/studio/dashboard')
            ->assertSessionHas('status', 'channel-created');

        $channel = $user->channel()->firstOrFail();
        $this->assertSame('Night Owls', $channel->name);
        $this->assertSame('night-owls', $channel->handle);
        $this->assertSame('Late shows.', $channel->description);
        $this->assertNull($channel->avatar_path);
        $this->assertNull($channel->banner_path);
    }

    public function test_images_are_re_encoded_as_webp_at_the_studio_sizes(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->post('/channels', [
            'name' => 'Night Owls',
            'profile' => UploadedFile::fake()->image('me.png', 1200, 1000),
            'banner' => UploadedFile::fake()->image('wide.jpg', 3000, 2000),
        ])->assertSessionHasNoErrors()->assertRedirect('/studio/dashboard');

        $channel = $user->channel()->firstOrFail();
        $disk = PublicMedia::disk();

        $this->assertNotNull($channel->avatar_path);
        $this->assertNotNull($channel->banner_path);
        $this->assertStringStartsWith("channels/{$channel->id}/avatar-", $channel->avatar_path);
        $this->assertStringStartsWith("channels/{$channel->id}/banner-", $channel->banner_path);
        $this->assertStringEndsWith('.webp', $channel->avatar_path);

        $avatar = getimagesizefromstring((string) $disk->get($channel->avatar_path));
        $banner = getimagesizefromstring((string) $disk->get($channel->banner_path));
        $this->assertNotFalse($avatar);
        $this->assertNotFalse($banner);
        $this->assertSame([800, 800, 'image/webp'], [$avatar[0], $avatar[1], $avatar['mime']]);
        $this->assertSame([2048, 1152, 'image/webp'], [$banner[0], $banner[1], $banner['mime']]);
        $this->assertSame($disk->url($channel->avatar_path), $channel->avatar_url);
    }

    public function test_exif_data_is_stripped_from_stored_images(): void
    {
        $user = User::factory()->create();
        $photo = $this->jpegWithExif(1000, 1000, 1, 'Secret Photographer');
        $this->assertSame('Secret Photographer', @exif_read_data($this->upload('a.jpg', $photo)->getRealPath())['Artist']);

        $this->actingAs($user)->post('/channels', [
            'name' => 'Night Owls',
            'profile' => $this->upload('photo.jpg', $photo),
        ])->assertSessionHasNoErrors();

        $stored = (string) PublicMedia::disk()->get((string) $user->channel()->firstOrFail()->avatar_path);
        $this->assertStringNotContainsString('Exif', $stored);
        $this->assertStringNotContainsString('Secret Photographer', $stored);
    }

    public function test_a_sideways_phone_photo_is_stored_upright(): void
    {
        $user = User::factory()->create();

        // Stored landscape (red left, blue right) with "rotate 90° clockwise to display":
        // upright, red is on top and blue at the bottom.
        $this->actingAs($user)->post('/channels', [
            'name' => 'Night Owls',
            'profile' => $this->upload('photo.jpg', $this->jpegWithExif(1200, 1000, 6, 'Phone')),
        ])->assertSessionHasNoErrors();

        $stored = (string) PublicMedia::disk()->get((string) $user->channel()->firstOrFail()->avatar_path);
        [$topRed] = $this->colorAt($stored, 700, 100);
        [$bottomRed, , $bottomBlue] = $this->colorAt($stored, 100, 700);
        $this->assertGreaterThan(200, $topRed);
        $this->assertLessThan(60, $bottomRed);
        $this->assertGreaterThan(200, $bottomBlue);
    }

    public function test_small_images_are_cropped_but_not_enlarged(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->post('/channels', [
            'name' => 'Night Owls',
            'profile' => $this->upload('small.png', $this->pngBytes(300, 200)),
        ])->assertSessionHasNoErrors();

        $size = getimagesizefromstring((string) PublicMedia::disk()->get((string) $user->channel()->firstOrFail()->avatar_path));
        $this->assertNotFalse($size);
        $this->assertSame([200, 200], [$size[0], $size[1]]);
    }

    public function test_channels_with_the_same_name_get_distinct_handles(): void
    {
        $handles = [];

        foreach (range(1, 3) as $ignored) {
            $user = User::factory()->create();
            $this->actingAs($user)->post('/channels', ['name' => 'Cooking Club'])->assertRedirect('/studio/dashboard');
            $handles[] = $user->channel()->firstOrFail()->handle;
        }

        $this->assertSame(['cooking-club', 'cooking-club-2', 'cooking-club-3'], $handles);
    }

    public function test_a_handle_taken_between_the_check_and_the_insert_is_retried(): void
    {
        $user = User::factory()->create();
        $rival = User::factory()->create();
        $attempts = 0;

        // Another request wins the handle just before our insert, once.
        Channel::creating(function (Channel $channel) use ($rival, &$attempts) {
            if (++$attempts === 1) {
                DB::table('channels')->insert([
                    'user_id' => $rival->id,
                    'handle' => $channel->handle,
                    'name' => 'Rival',
                ]);
            }
        });

        $this->actingAs($user)
            ->post('/channels', ['name' => 'Cooking Club'])
            ->assertRedirect('/studio/dashboard');

        $this->assertSame(2, $attempts);
        $this->assertNotNull($user->channel()->first());
    }

    public function test_a_second_channel_is_refused(): void
    {
        $channel = Channel::factory()->create(['name' => 'First']);

        $this->actingAs($channel->user)
            ->post('/channels', [
                'name' => 'Second',
                'profile' => UploadedFile::fake()->image('me.png', 200, 200),
            ])
            ->assertRedirect('/studio/dashboard')
            ->assertSessionHas('status', 'channel-exists');

        $this->assertDatabaseCount('channels', 1);
        $this->assertSame([], PublicMedia::disk()->allFiles());
    }

    public function test_a_second_channel_racing_past_the_policy_is_refused_by_the_database(): void
    {
        $channel = Channel::factory()->create(['name' => 'First']);
        // Both requests were authorised before either inserted.
        Gate::before(fn () => true);

        $this->actingAs($channel->user)
            ->post('/channels', [
                'name' => 'Second',
                'profile' => UploadedFile::fake()->image('me.png', 200, 200),
            ])
            ->assertRedirect('/studio/dashboard')
            ->assertSessionHas('status', 'channel-exists');

        $this->assertDatabaseCount('channels', 1);
        $this->assertSame([], PublicMedia::disk()->allFiles());
    }

    public function test_the_action_refuses_a_user_who_already_has_a_channel(): void
    {
        $channel = Channel::factory()->create();

        $this->expectException(ChannelAlreadyExists::class);

        app(CreateChannel::class)->handle($channel->user, ['name' => 'Again'], null, null);
    }

    public function test_name_and_description_are_checked(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->post('/channels', ['name' => '', 'description' => str_repeat('a', 5001)])
            ->assertSessionHasErrors([
                'name' => 'The channel name field is required.',
                'description' => 'The channel description field must not be greater than 5000 characters.',
            ]);

        $this->actingAs($user)
            ->post('/channels', ['name' => str_repeat('a', 101)])
            ->assertSessionHasErrors(['name' => 'The channel name field must not be greater than 100 characters.']);

        $this->assertDatabaseCount('channels', 0);
    }
}
