<?php

namespace Tests\Feature\Uploads;

use App\Enums\VideoKind;
use App\Models\Upload;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

/**
 * The request and response rules of tus 1.0: core protocol, creation,
 * creation-with-upload, termination and expiration.
 */
class TusProtocolTest extends TestCase
{
    use RefreshDatabase, SendsTusRequests;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        $this->acceptAnyFileAsVideo();
        $this->actingAs($this->creator());
    }

    public function test_options_announces_the_version_the_extensions_and_the_size_limit(): void
    {
        config(['uploads.max_size' => 1000]);

        $this->tus('OPTIONS', '/studio/uploads', ['Tus-Resumable' => null])
            ->assertNoContent()
            ->assertHeader('Tus-Resumable', '1.0.0')
            ->assertHeader('Tus-Version', '1.0.0')
            ->assertHeader('Tus-Extension', 'creation,creation-with-upload,termination,expiration')
            ->assertHeader('Tus-Max-Size', '1000');
    }

    public function test_creation_answers_201_with_the_upload_url_and_its_expiry(): void
    {
        $this->freezeSecond();

        $response = $this->tus('POST', '/studio/uploads', [
            'Upload-Length' => '100',
            'Upload-Metadata' => $this->metadata(['filename' => 'Holiday in Bergen.mp4', 'filetype' => 'video/mp4']),
        ]);

        $response->assertCreated()
            ->assertHeader('Tus-Resumable', '1.0.0')
            ->assertHeader('Upload-Offset', '0')
            ->assertHeader('Upload-Expires', now()->addDay()->toRfc7231String());
        $this->assertMatchesRegularExpression('#^/studio/uploads/[A-Za-z0-9]{32}$#', (string) $response->headers->get('Location'));

        $upload = $this->uploadAt((string) $response->headers->get('Location'));
        $this->assertSame(100, $upload->upload_length);
        $this->assertSame(0, $upload->upload_offset);
        $this->assertSame(VideoKind::Video, $upload->kind);
        $this->assertSame(['filename' => 'Holiday in Bergen.mp4', 'filetype' => 'video/mp4'], $upload->metadata);
        $this->assertNull($upload->completed_at);
        Storage::disk(Upload::DISK)->assertExists($upload->path);
        $this->assertStringStartsWith('uploads/', $upload->path);
    }

    public function test_the_kind_comes_from_the_metadata(): void
    {
        $location = $this->createUpload(10, ['Upload-Metadata' => $this->metadata(['kind' => 'short'])]);

        $this->assertSame(VideoKind::Short, $this->uploadAt($location)->kind);

        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10', 'Upload-Metadata' => $this->metadata(['kind' => 'live'])])
            ->assertStatus(400)
            ->assertJsonPath('errors.file', 'An upload is either a video or a short.');
    }

    public function test_creation_with_upload_stores_the_first_chunk(): void
    {
        $response = $this->tus('POST', '/studio/uploads', [
            'Upload-Length' => '11',
            'Content-Type' => 'application/offset+octet-stream',
        ], 'hello');

        $response->assertCreated()->assertHeader('Upload-Offset', '5');
        $upload = $this->uploadAt((string) $response->headers->get('Location'));
        $this->assertSame(5, $upload->upload_offset);
        $this->assertSame('hello', $this->storedBytes($upload));
    }

    public function test_a_creation_body_of_another_type_is_not_taken_for_upload_bytes(): void
    {
        $response = $this->tus('POST', '/studio/uploads', ['Upload-Length' => '11', 'Content-Type' => 'text/plain'], 'hello');

        $response->assertCreated()->assertHeader('Upload-Offset', '0');
        $this->assertSame('', $this->storedBytes($this->uploadAt((string) $response->headers->get('Location'))));
    }

    public function test_head_reports_the_offset_the_length_and_the_metadata_and_is_not_cached(): void
    {
        $metadata = $this->metadata(['filename' => 'clip.webm', 'filetype' => 'video/webm']);
        $location = $this->createUpload(11, ['Upload-Metadata' => $metadata, 'Content-Type' => 'application/offset+octet-stream'], 'hello');

        $response = $this->tus('HEAD', $location)
            ->assertOk()
            ->assertHeader('Tus-Resumable', '1.0.0')
            ->assertHeader('Upload-Offset', '5')
            ->assertHeader('Upload-Length', '11')
            ->assertHeader('Upload-Metadata', $metadata);
        $this->assertStringContainsString('no-store', (string) $response->headers->get('Cache-Control'));
        $this->assertSame('', $response->getContent());
    }

    public function test_patch_appends_at_the_offset_and_answers_the_new_offset(): void
    {
        $location = $this->createUpload(11);
        $this->freezeSecond();
        $this->travel(2)->hours();

        $this->sendChunk($location, 0, 'hello')
            ->assertNoContent()
            ->assertHeader('Tus-Resumable', '1.0.0')
            ->assertHeader('Upload-Offset', '5')
            // Each piece received pushes the expiry back.
            ->assertHeader('Upload-Expires', now()->addDay()->toRfc7231String());

        $this->sendChunk($location, 5, ' world')->assertNoContent()->assertHeader('Upload-Offset', '11');

        $upload = $this->uploadAt($location);
        $this->assertSame('hello world', $this->storedBytes($upload));
        $this->assertNotNull($upload->completed_at);
    }

    public function test_an_interrupted_upload_resumes_from_the_offset_head_reports(): void
    {
        $original = random_bytes(3000);
        $location = $this->createUpload(3000);
        $this->sendChunk($location, 0, substr($original, 0, 1200))->assertNoContent();

        // After a reload the client knows only the upload's URL and asks where to go on.
        $offset = (int) $this->tus('HEAD', $location)->assertOk()->headers->get('Upload-Offset');
        $this->assertSame(1200, $offset);

        $this->sendChunk($location, $offset, substr($original, $offset))
            ->assertNoContent()
            ->assertHeader('Upload-Offset', '3000')
            ->assertHeaderMissing('Upload-Expires');

        $upload = $this->uploadAt($location);
        $this->assertNotNull($upload->completed_at);
        $this->assertSame(hash('sha256', $original), hash('sha256', $this->storedBytes($upload)));
    }

    public function test_a_file_sent_in_several_chunks_is_assembled_byte_for_byte(): void
    {
        $original = random_bytes(1024 * 1024 + 17);
        $location = $this->createUpload(strlen($original), ['Content-Type' => 'application/offset+octet-stream'], substr($original, 0, 100_000));

        $offset = 100_000;
        foreach ([262_144, 1, 300_000, 262_144] as $size) {
            $this->sendChunk($location, $offset, substr($original, $offset, $size))->assertNoContent();
            $offset += $size;
        }
        $this->sendChunk($location, $offset, substr($original, $offset))
            ->assertHeader('Upload-Offset', (string) strlen($original));

        $upload = $this->uploadAt($location);
        $this->assertSame(strlen($original), $upload->upload_offset);
        $this->assertNotNull($upload->completed_at);
        $this->assertSame(hash('sha256', $original), hash('sha256', $this->storedBytes($upload)));
    }

    public function test_an_offset_that_is_not_the_uploads_answers_409_and_changes_nothing(): void
    {
        $location = $this->createUpload(11);
        $this->sendChunk($location, 0, 'hello');

        $this->sendChunk($location, 3, 'XXXXX')
            ->assertStatus(409)
            ->assertHeader('Tus-Resumable', '1.0.0')
            ->assertJsonPath('errors.file', 'The upload continues at byte 5.');
        $this->sendChunk($location, 0, 'hello')->assertStatus(409);

        $upload = $this->uploadAt($location);
        $this->assertSame(5, $upload->upload_offset);
        $this->assertSame('hello', $this->storedBytes($upload));
    }

    public function test_patch_bytes_of_another_content_type_answer_415(): void
    {
        $location = $this->createUpload(11);

        foreach ([null, 'application/octet-stream', 'multipart/form-data; boundary=x', 'text/plain'] as $type) {
            $this->tus('PATCH', $location, ['Upload-Offset' => '0', 'Content-Type' => $type], 'hello')
                ->assertStatus(415)
                ->assertHeader('Tus-Resumable', '1.0.0');
        }

        $this->assertSame(0, $this->uploadAt($location)->upload_offset);
    }

    public function test_a_patch_without_an_offset_answers_400(): void
    {
        $location = $this->createUpload(11);

        $this->tus('PATCH', $location, ['Content-Type' => 'application/offset+octet-stream'], 'hello')
            ->assertStatus(400)
            ->assertJsonPath('errors.file', 'Upload-Offset is required.');
    }

    public function test_an_unsupported_or_missing_version_answers_412_and_is_not_processed(): void
    {
        foreach (['0.2.2', '2.0.0', '', null] as $version) {
            $this->tus('POST', '/studio/uploads', ['Tus-Resumable' => $version, 'Upload-Length' => '10'])
                ->assertStatus(412)
                ->assertHeader('Tus-Version', '1.0.0')
                ->assertHeader('Tus-Resumable', '1.0.0');
        }
        $this->assertSame(0, Upload::query()->count());

        $location = $this->createUpload(11);
        $this->tus('PATCH', $location, [
            'Tus-Resumable' => '0.2.2',
            'Upload-Offset' => '0',
            'Content-Type' => 'application/offset+octet-stream',
        ], 'hello')->assertStatus(412);
        $this->assertSame(0, $this->uploadAt($location)->upload_offset);
    }

    public function test_bytes_past_the_upload_length_are_refused_and_not_stored(): void
    {
        $location = $this->createUpload(8);
        $this->sendChunk($location, 0, 'hello');

        $this->sendChunk($location, 5, ' world')
            ->assertStatus(413)
            ->assertJsonPath('errors.file', 'The data goes past the length given when the upload was created.');

        $upload = $this->uploadAt($location);
        $this->assertSame(5, $upload->upload_offset);
        $this->assertSame('hello', $this->storedBytes($upload));
        $this->assertNull($upload->completed_at);
    }

    public function test_an_expired_upload_answers_410_until_it_is_pruned_then_404(): void
    {
        $location = $this->createUpload(11);
        $this->sendChunk($location, 0, 'hello');

        $this->travel(25)->hours();

        $this->tus('HEAD', $location)->assertStatus(410)->assertHeaderMissing('Upload-Offset');
        $this->sendChunk($location, 5, ' world')
            ->assertStatus(410)
            ->assertJsonPath('errors.file', 'This upload has expired. Start it again.');
        $this->assertSame('hello', $this->storedBytes($this->uploadAt($location)));

        $this->assertSame(0, Artisan::call('uploads:prune-expired'));

        $this->tus('HEAD', $location)->assertNotFound();
        $this->sendChunk($location, 5, ' world')->assertNotFound();
    }

    public function test_a_completed_upload_does_not_expire(): void
    {
        $location = $this->createUpload(5);
        $this->sendChunk($location, 0, 'hello');

        $this->travel(3)->days();

        $this->tus('HEAD', $location)->assertOk()->assertHeader('Upload-Offset', '5')->assertHeaderMissing('Upload-Expires');
    }

    public function test_termination_answers_204_and_removes_the_upload_and_its_file(): void
    {
        $location = $this->createUpload(11);
        $this->sendChunk($location, 0, 'hello');
        $upload = $this->uploadAt($location);

        $this->tus('DELETE', $location)->assertNoContent()->assertHeader('Tus-Resumable', '1.0.0');

        $this->assertModelMissing($upload);
        Storage::disk(Upload::DISK)->assertMissing($upload->path);
        $this->tus('HEAD', $location)->assertNotFound();
        $this->sendChunk($location, 5, ' world')->assertNotFound();
        $this->tus('DELETE', $location)->assertNotFound();
    }

    public function test_x_http_method_override_stands_for_patch_and_delete(): void
    {
        $location = $this->createUpload(11);

        $this->tus('POST', $location, [
            'X-HTTP-Method-Override' => 'PATCH',
            'Upload-Offset' => '0',
            'Content-Type' => 'application/offset+octet-stream',
        ], 'hello')->assertNoContent()->assertHeader('Upload-Offset', '5');

        $this->tus('POST', $location, ['X-HTTP-Method-Override' => 'DELETE'])->assertNoContent();
        $this->assertSame(0, Upload::query()->count());
    }

    public function test_a_second_writer_to_the_same_upload_is_told_to_wait(): void
    {
        $location = $this->createUpload(11);
        $upload = $this->uploadAt($location);

        // A first request still streaming its body holds the file.
        $busy = fopen($upload->absolutePath(), 'r+b');
        $this->assertNotFalse($busy);
        flock($busy, LOCK_EX);

        try {
            $this->sendChunk($location, 0, 'hello')->assertStatus(423);
        } finally {
            flock($busy, LOCK_UN);
            fclose($busy);
        }

        $this->sendChunk($location, 0, 'hello')->assertNoContent();
    }

    public function test_a_length_left_for_later_is_not_supported(): void
    {
        $this->tus('POST', '/studio/uploads', ['Upload-Defer-Length' => '1'])
            ->assertStatus(400)
            ->assertJsonPath('errors.file', 'Uploads of unknown length are not supported: send Upload-Length.');
        $this->tus('POST', '/studio/uploads')
            ->assertStatus(400)
            ->assertJsonPath('errors.file', 'Upload-Length is required.');

        $this->assertSame(0, Upload::query()->count());
    }
}
