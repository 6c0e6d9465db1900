<?php

namespace Tests\Feature\Settings;

use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\Comment;
use App\Models\Upload;
use App\Models\User;
use App\Models\Video;
use App\Notifications\ConfirmEmailChange;
use Illuminate\Auth\Notifications\VerifyEmail;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Notifications\AnonymousNotifiable;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Notification;
use Illuminate\Support\Facades\Storage;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\TestCase;

class ProfileTest extends TestCase
{
    use RefreshDatabase;

    public function test_profile_page_renders_for_its_user(): void
    {
        $this->actingAs(User::factory()->create())
            ->withSession(['status' => 'profile-updated'])
            ->get('/profile')
            ->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->component('Profile/Edit')
                ->where('mustVerifyEmail', true)
                ->where('status', 'profile-updated'));
    }

    public function test_guest_is_sent_to_log_in(): void
    {
        $this->get('/profile')->assertRedirect('/login');
        $this->patch('/profile', ['name' => 'x', 'email' => 'x@example.com'])->assertRedirect('/login');
        $this->delete('/profile', ['password' => 'password'])->assertRedirect('/login');
    }

    public function test_name_is_updated_and_the_email_stays_verified(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->patch('/profile', ['name' => 'New Name', 'email' => $user->email])
            ->assertSessionHasNoErrors()
            ->assertRedirect('/profile')
            ->assertSessionHas('status', 'profile-updated');

        $user->refresh();
        $this->assertSame('New Name', $user->name);
        $this->assertNotNull($user->email_verified_at);
    }

    public function test_a_new_email_is_taken_only_once_confirmed_from_that_address(): void
    {
        Notification::fake();
        $user = User::factory()->create(['email' => 'old@example.com']);

        $this->actingAs($user)
            ->patch('/profile', ['name' => $user->name, 'email' => 'new@example.com'])
            ->assertRedirect('/profile')
            ->assertSessionHas('status', 'email-change-sent');

        $user->refresh();
        $this->assertSame('old@example.com', $user->email);
        $this->assertSame('new@example.com', $user->pending_email);
        $this->assertNotNull($user->email_verified_at);
        $this->get('/profile')->assertInertia(fn (Assert $page) => $page->where('pendingEmail', 'new@example.com'));

        $link = null;
        Notification::assertSentOnDemand(ConfirmEmailChange::class, function (ConfirmEmailChange $notification, array $channels, AnonymousNotifiable $notifiable) use (&$link) {
            $link = $notification->toMail($notifiable)->actionUrl;

            return $notifiable->routes['mail'] === 'new@example.com';
        });
        Notification::assertNotSentTo($user, VerifyEmail::class);

        $this->actingAs($user)->get((string) $link)->assertRedirect('/profile')->assertSessionHas('status', 'email-changed');

        $user->refresh();
        $this->assertSame('new@example.com', $user->email);
        $this->assertNull($user->pending_email);
        $this->assertNotNull($user->email_verified_at);
    }

    public function test_a_taken_address_gets_the_same_answer_and_no_mail(): void
    {
        Notification::fake();
        $user = User::factory()->create();
        $other = User::factory()->create(['email' => 'taken@example.com']);

        $this->actingAs($user)
            ->patch('/profile', ['name' => $user->name, 'email' => 'TAKEN@example.com'])
            ->assertSessionHasErrors('email');
        $this->actingAs($user)
            ->patch('/profile', ['name' => $user->name, 'email' => 'taken@example.com'])
            ->assertSessionHasNoErrors()
            ->assertSessionHas('status', 'email-change-sent');

        Notification::assertNothingSent();
        $this->assertNotSame('taken@example.com', $user->fresh()?->email);
        $this->assertSame('taken@example.com', $other->fresh()?->email);
    }

    public function test_a_confirmation_link_is_refused_when_tampered_with_foreign_or_outdated(): void
    {
        Notification::fake();
        $user = User::factory()->create(['email' => 'old@example.com']);
        $stranger = User::factory()->create();
        $this->actingAs($user)->patch('/profile', ['name' => $user->name, 'email' => 'first@example.com']);
        $first = $this->sentConfirmationLink('first@example.com');
        $this->actingAs($user)->patch('/profile', ['name' => $user->name, 'email' => 'second@example.com']);

        $this->actingAs($user)->get($first)->assertForbidden();
        $this->actingAs($user)->get(str_replace('first', 'second', $first))->assertForbidden();
        $this->actingAs($stranger)->get($this->sentConfirmationLink('second@example.com'))->assertForbidden();

        $this->assertSame('old@example.com', $user->fresh()?->email);
    }

    public function test_an_address_taken_before_confirmation_is_not_switched_to(): void
    {
        Notification::fake();
        $user = User::factory()->create(['email' => 'old@example.com']);
        $this->actingAs($user)->patch('/profile', ['name' => $user->name, 'email' => 'new@example.com']);
        User::factory()->create(['email' => 'new@example.com']);

        $this->actingAs($user)->get($this->sentConfirmationLink('new@example.com'))
            ->assertRedirect('/profile')
            ->assertSessionHasErrors('email');

        $this->assertSame('old@example.com', $user->fresh()?->email);
    }

    private function sentConfirmationLink(string $address): string
    {
        $links = Notification::sent(new AnonymousNotifiable, ConfirmEmailChange::class)
            ->filter(fn (ConfirmEmailChange $notification) => $notification->address === $address)
            ->map(fn (ConfirmEmailChange $notification) => $notification->toMail(new AnonymousNotifiable)->actionUrl);
        $this->assertNotEmpty($links);

        return (string) $links->last();
    }

    public function test_invalid_profile_changes_nothing(): void
    {
        $user = User::factory()->create(['name' => 'Kept']);

        $this->actingAs($user)
            ->patch('/profile', ['name' => '', 'email' => 'not an address'])
            ->assertSessionHasErrors(['name', 'email']);

        $this->assertSame('Kept', $user->fresh()?->name);
        $this->assertNull($user->fresh()?->pending_email);
    }

    public function test_profile_update_touches_only_the_signed_in_user(): void
    {
        $user = User::factory()->create();
        $other = User::factory()->create(['name' => 'Other']);

        $this->actingAs($user)->patch('/profile', ['name' => 'Changed', 'email' => $user->email, 'id' => $other->id]);

        $this->assertSame('Other', $other->fresh()?->name);
        $this->assertSame('Changed', $user->fresh()?->name);
    }

    public function test_password_is_updated_with_the_current_password(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->from('/profile')
            ->put('/password', [
                'current_password' => 'password',
                'password' => 'a-new-password',
                'password_confirmation' => 'a-new-password',
            ])
            ->assertSessionHasNoErrors()
            ->assertRedirect('/profile');

        $this->assertTrue(Hash::check('a-new-password', (string) $user->fresh()?->password));
    }

    public function test_a_wrong_current_password_changes_nothing(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->put('/password', [
                'current_password' => 'wrong-password',
                'password' => 'a-new-password',
                'password_confirmation' => 'a-new-password',
            ])
            ->assertSessionHasErrors('current_password');

        $this->assertTrue(Hash::check('password', (string) $user->fresh()?->password));
    }

    public function test_user_deletes_their_account_with_their_password(): void
    {
        $user = User::factory()->create();
        $other = User::factory()->create();

        $this->actingAs($user)
            ->delete('/profile', ['password' => 'password'])
            ->assertSessionHasNoErrors()
            ->assertRedirect('/');

        $this->assertGuest();
        $this->assertNull($user->fresh());
        $this->assertNotNull($other->fresh());
    }

    public function test_the_channels_a_deleted_account_followed_lose_a_subscriber(): void
    {
        $user = User::factory()->create();
        $followed = Channel::factory()->create();
        $this->actingAs($user)->post("/channels/{$followed->id}/subscription");
        $this->actingAs(User::factory()->create())->post("/channels/{$followed->id}/subscription");
        $this->assertSame(2, $followed->fresh()?->subscriber_count);

        $this->actingAs($user)->delete('/profile', ['password' => 'password'])->assertRedirect('/');

        $this->assertSame(1, $followed->fresh()?->subscriber_count);
    }

    public function test_deleting_the_account_removes_its_channel_images(): void
    {
        $this->freshMediaDisks();
        $channel = Channel::factory()->create(['avatar_path' => 'channels/1/avatar.webp']);
        PublicMedia::disk()->put(Channel::mediaDirectory($channel->id).'/avatar.webp', 'image');

        $this->actingAs($channel->user)->delete('/profile', ['password' => 'password'])->assertRedirect('/');

        $this->assertNull($channel->fresh());
        PublicMedia::disk()->assertMissing(Channel::mediaDirectory($channel->id).'/avatar.webp');
    }

    public function test_deleting_the_account_removes_its_uploads_and_every_file_of_its_videos(): void
    {
        $this->freshMediaDisks();
        $channel = Channel::factory()->create();
        $video = Video::factory()->for($channel)->create(['original_path' => 'originals/a']);
        PublicMedia::disk()->put("videos/{$video->public_id}/hls/master.m3u8", '#EXTM3U');
        PrivateMedia::disk()->put('originals/a', 'original');
        $upload = Upload::query()->create(['user_id' => $channel->user_id, 'kind' => 'video', 'upload_length' => 9, 'metadata' => []]);
        Storage::disk(Upload::DISK)->put($upload->path, 'partial');
        $kept = Video::factory()->create();
        PublicMedia::disk()->put("videos/{$kept->public_id}/hls/master.m3u8", '#EXTM3U');

        $this->actingAs($channel->user)->delete('/profile', ['password' => 'password'])->assertRedirect('/');

        $this->assertModelMissing($video);
        $this->assertModelMissing($upload);
        $this->assertSame(["videos/{$kept->public_id}/hls/master.m3u8"], PublicMedia::disk()->allFiles());
        $this->assertSame([], PrivateMedia::disk()->allFiles());
        $this->assertSame([], Storage::disk(Upload::DISK)->allFiles());
    }

    public function test_a_deleted_accounts_comments_stay_anonymous_with_the_replies_under_them(): void
    {
        $user = User::factory()->create();
        $video = Video::factory()->create();
        $comment = Comment::factory()->for($video, 'commentable')->for($user)->create(['body' => 'Kept words']);
        $reply = Comment::factory()->for($video, 'commentable')->create(['parent_id' => $comment->id]);
        $this->actingAs($user)->post(route('videos.reaction.store', $video), ['type' => 'like']);
        $this->actingAs($user)->post(route('comments.reaction.store', $reply), ['type' => 'like']);
        $this->assertSame([1, 1], [$video->fresh()?->like_count, $reply->fresh()?->like_count]);

        $this->actingAs($user)->delete('/profile', ['password' => 'password'])->assertRedirect('/');

        $this->assertNull($comment->fresh()?->user_id);
        $this->assertModelExists($reply);
        $this->assertSame([0, 0], [$video->fresh()?->like_count, $reply->fresh()?->like_count]);
        $this->get(route('watch', ['v' => $video->public_id]))->assertInertia(fn (Assert $page) => $page
            ->where('comments.data.0.author', ['id' => null, 'name' => 'Deleted account', 'handle' => null, 'avatar_url' => null])
            ->where('comments.data.0.body', 'Kept words'));
    }

    public function test_download_your_data_gives_the_accounts_history_likes_subscriptions_and_comments(): void
    {
        $user = User::factory()->create(['name' => 'Ada']);
        $video = Video::factory()->create(['title' => 'Fjords']);
        $followed = Channel::factory()->create(['name' => 'Norway Daily']);
        $this->actingAs($user)->post(route('videos.reaction.store', $video), ['type' => 'like']);
        $this->post(route('subscriptions.store', $followed));
        Comment::factory()->for($video, 'commentable')->for($user)->create(['body' => 'Lovely light']);
        Comment::factory()->for($video, 'commentable')->create(['body' => 'Someone else']);
        $user->history()->create(['video_id' => $video->id, 'position_seconds' => 42, 'watched_at' => now()]);

        $response = $this->get(route('profile.export'))->assertOk()
            ->assertHeader('Content-Disposition', 'attachment; filename="blipstream-data-'.now()->format('Y-m-d').'.json"');

        $response->assertJsonPath('account.name', 'Ada')
            ->assertJsonPath('history.0.video_id', $video->public_id)
            ->assertJsonPath('history.0.position_seconds', 42)
            ->assertJsonPath('reactions.0.title', 'Fjords')
            ->assertJsonPath('reactions.0.reaction', 'like')
            ->assertJsonPath('subscriptions.0.channel', 'Norway Daily')
            ->assertJsonCount(1, 'comments')
            ->assertJsonPath('comments.0.body', 'Lovely light');
        $this->assertStringNotContainsString('password', (string) $response->getContent());
    }

    public function test_guests_have_no_data_to_download(): void
    {
        $this->get(route('profile.export'))->assertRedirect(route('login'));
    }

    public function test_a_wrong_password_keeps_the_account(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->from('/profile')
            ->delete('/profile', ['password' => 'wrong-password'])
            ->assertSessionHasErrors('password')
            ->assertRedirect('/profile');

        $this->assertNotNull($user->fresh());
        $this->assertAuthenticatedAs($user);
    }
}
