<?php

namespace Tests\Feature\Studio;

use App\Actions\DeleteVideo;
use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use App\Models\Channel;
use App\Models\Video;
use App\Models\VideoCaption;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Testing\TestResponse;
use Inertia\Testing\AssertableInertia as Assert;
use Symfony\Component\HttpFoundation\Response;
use Tests\TestCase;

class CaptionTracksTest extends TestCase
{
    use RefreshDatabase;

    private const VTT = "WEBVTT\n\n00:00.000 --> 00:02.000\nHello there\n";

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
    }

    private function vtt(string $contents = self::VTT, string $name = 'captions.vtt'): UploadedFile
    {
        return UploadedFile::fake()->createWithContent($name, $contents);
    }

    /**
     * @param  array<string, mixed>  $data
     * @return TestResponse<Response>
     */
    private function upload(Video $video, array $data): TestResponse
    {
        return $this->actingAs($video->channel->user)
            ->from("/studio/videos/{$video->public_id}/edit")
            ->post("/studio/videos/{$video->public_id}/captions", $data);
    }

    public function test_the_owner_adds_a_track_that_the_edit_and_watch_pages_list(): void
    {
        $video = Video::factory()->create();

        $this->upload($video, ['language' => 'es', 'file' => $this->vtt()])
            ->assertRedirect("/studio/videos/{$video->public_id}/edit")
            ->assertSessionHasNoErrors()
            ->assertSessionHas('status', 'Español captions saved.');

        $caption = VideoCaption::query()->sole();
        $this->assertSame("videos/{$video->public_id}/captions/", substr($caption->path, 0, 28));
        $this->assertSame(self::VTT, PublicMedia::disk()->get($caption->path));

        $this->get("/studio/videos/{$video->public_id}/edit")
            ->assertInertia(fn (Assert $page) => $page
                ->where('captions', [['src' => PublicMedia::url($caption->path), 'srclang' => 'es', 'label' => 'Español']])
                ->has('captionLanguages', 13)
                ->where('captionLanguages.3', ['value' => 'en', 'label' => 'English']));

        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page
                ->where('video.captions', [['src' => PublicMedia::url($caption->path), 'srclang' => 'es', 'label' => 'Español']]));
    }

    public function test_a_private_videos_track_is_served_through_the_media_route_to_its_owner_alone(): void
    {
        $video = Video::factory()->private()->create();
        $video->forceFill(['media_private' => true])->saveQuietly();

        $this->upload($video, ['language' => 'en', 'file' => $this->vtt()])->assertSessionHasNoErrors();

        $caption = VideoCaption::query()->sole();
        $this->assertTrue(PrivateMedia::disk()->exists($caption->path));
        $this->assertFalse(PublicMedia::disk()->exists($caption->path));
        $src = '/media/videos/'.$video->public_id.'/'.substr($caption->path, strlen("videos/{$video->public_id}/"));

        $this->get("/watch?v={$video->public_id}")
            ->assertInertia(fn (Assert $page) => $page->where('video.captions.0.src', $src));
        $this->getMedia($src)->assertOk()->assertHeader('Content-Type', 'text/vtt; charset=UTF-8');

        auth()->logout();
        $this->get($src)->assertNotFound();
    }

    public function test_a_second_upload_in_a_language_replaces_its_track_and_file(): void
    {
        $video = Video::factory()->create();
        $this->upload($video, ['language' => 'en', 'file' => $this->vtt()]);
        $first = VideoCaption::query()->sole()->path;

        $this->upload($video, ['language' => 'en', 'file' => $this->vtt("WEBVTT\n\n00:01.000 --> 00:03.000\nAgain\n")])
            ->assertSessionHasNoErrors();

        $caption = VideoCaption::query()->sole();
        $this->assertNotSame($first, $caption->path);
        $this->assertFalse(PublicMedia::disk()->exists($first));
        $this->assertStringContainsString('Again', (string) PublicMedia::disk()->get($caption->path));
    }

    public function test_a_byte_order_mark_and_a_header_text_are_allowed(): void
    {
        $video = Video::factory()->create();

        $this->upload($video, ['language' => 'ja', 'file' => $this->vtt("\u{FEFF}WEBVTT - 字幕\r\n\r\n00:00.000 --> 00:01.000\nこんにちは\r\n")])
            ->assertSessionHasNoErrors();

        $this->assertSame(1, VideoCaption::query()->count());
    }

    public function test_a_file_that_is_not_webvtt_is_refused_whatever_its_name(): void
    {
        $video = Video::factory()->create();

        foreach ([
            "1\n00:00:00,000 --> 00:00:02,000\nAn SRT file\n",
            "WEBVTTX\n\n00:00.000 --> 00:01.000\nNot the signature\n",
            "\xff\xfeW\0E\0B\0V\0T\0T\0",
            '',
        ] as $contents) {
            $this->upload($video, ['language' => 'en', 'file' => $this->vtt($contents)])
                ->assertRedirect("/studio/videos/{$video->public_id}/edit")
                ->assertSessionHasErrors('file');
        }

        $this->assertSame(0, VideoCaption::query()->count());
        $this->assertSame([], PublicMedia::disk()->allFiles());
    }

    public function test_a_webvtt_file_named_otherwise_is_taken(): void
    {
        $video = Video::factory()->create();

        $this->upload($video, ['language' => 'en', 'file' => $this->vtt(self::VTT, 'subs.txt')])
            ->assertSessionHasNoErrors();

        $this->assertSame(1, VideoCaption::query()->count());
    }

    public function test_a_file_over_one_megabyte_is_refused(): void
    {
        $video = Video::factory()->create();
        $large = self::VTT.str_repeat("00:00.000 --> 00:01.000\nline\n\n", 40_000);
        $this->assertGreaterThan(1024 * 1024, strlen($large));

        $this->upload($video, ['language' => 'en', 'file' => $this->vtt($large)])
            ->assertSessionHasErrors(['file' => 'The captions file must be at most 1 MB.']);

        $this->assertSame(0, VideoCaption::query()->count());
    }

    public function test_a_language_off_the_list_is_refused(): void
    {
        $video = Video::factory()->create();

        foreach (['xx', 'EN', 'en-US', '', 'english'] as $language) {
            $this->upload($video, ['language' => $language, 'file' => $this->vtt()])
                ->assertSessionHasErrors(['language' => 'Choose the language of the captions.']);
        }

        $this->assertSame(0, VideoCaption::query()->count());
    }

    public function test_arrays_and_missing_fields_are_field_errors_not_server_errors(): void
    {
        $video = Video::factory()->create();

        $this->upload($video, ['language' => ['en'], 'file' => [$this->vtt()]])
            ->assertSessionHasErrors(['language', 'file']);
        $this->upload($video, ['language' => 'en', 'file' => 'WEBVTT'])
            ->assertSessionHasErrors(['file' => 'Choose a WebVTT (.vtt) file to upload.']);
        $this->upload($video, [])
            ->assertSessionHasErrors(['language', 'file']);

        $this->assertSame(0, VideoCaption::query()->count());
    }

    public function test_the_owner_deletes_a_track_and_its_file(): void
    {
        $video = Video::factory()->create();
        $this->upload($video, ['language' => 'en', 'file' => $this->vtt()]);
        $this->upload($video, ['language' => 'de', 'file' => $this->vtt()]);
        $english = VideoCaption::query()->where('language', 'en')->sole();

        $this->actingAs($video->channel->user)
            ->from("/studio/videos/{$video->public_id}/edit")
            ->delete("/studio/videos/{$video->public_id}/captions/en")
            ->assertRedirect("/studio/videos/{$video->public_id}/edit")
            ->assertSessionHas('status', 'English captions deleted.');

        $this->assertModelMissing($english);
        $this->assertFalse(PublicMedia::disk()->exists($english->path));
        $this->assertSame(['de'], VideoCaption::query()->pluck('language')->map->value->all());
    }

    public function test_deleting_a_language_the_video_has_no_track_in_is_a_404(): void
    {
        $video = Video::factory()->create();

        $this->actingAs($video->channel->user)
            ->delete("/studio/videos/{$video->public_id}/captions/fr")
            ->assertNotFound();
        $this->actingAs($video->channel->user)
            ->delete("/studio/videos/{$video->public_id}/captions/..")
            ->assertNotFound();
    }

    public function test_another_creator_can_neither_add_nor_delete_a_track(): void
    {
        $video = Video::factory()->create();
        $this->upload($video, ['language' => 'en', 'file' => $this->vtt()]);
        $caption = VideoCaption::query()->sole();
        $other = Channel::factory()->create()->user;

        $this->actingAs($other)
            ->post("/studio/videos/{$video->public_id}/captions", ['language' => 'de', 'file' => $this->vtt()])
            ->assertNotFound();
        $this->actingAs($other)
            ->delete("/studio/videos/{$video->public_id}/captions/en")
            ->assertNotFound();

        $this->assertSame([$caption->id], VideoCaption::query()->pluck('id')->all());
        $this->assertTrue(PublicMedia::disk()->exists($caption->path));
        $this->assertCount(1, PublicMedia::disk()->allFiles("videos/{$video->public_id}"));
    }

    public function test_a_guest_is_sent_to_sign_in(): void
    {
        $video = Video::factory()->create();

        $this->post("/studio/videos/{$video->public_id}/captions", ['language' => 'en', 'file' => $this->vtt()])
            ->assertRedirect('/login');

        $this->assertSame(0, VideoCaption::query()->count());
    }

    public function test_deleting_the_video_deletes_its_tracks_and_their_files(): void
    {
        $video = Video::factory()->create();
        $this->upload($video, ['language' => 'en', 'file' => $this->vtt()]);
        $caption = VideoCaption::query()->sole();

        app(DeleteVideo::class)->handle($video);

        $this->assertModelMissing($caption);
        $this->assertFalse(PublicMedia::disk()->exists($caption->path));
    }
}
