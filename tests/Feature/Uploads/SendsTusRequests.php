<?php

namespace Tests\Feature\Uploads;

use App\Media\Ffmpeg;
use App\Media\PrivateMedia;
use App\Media\ProbeResult;
use App\Models\Channel;
use App\Models\Upload;
use App\Models\User;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Storage;
use Illuminate\Testing\TestResponse;

/**
 * Requests shaped the way tus-js-client sends them.
 */
trait SendsTusRequests
{
    protected function creator(): User
    {
        return Channel::factory()->create()->user;
    }

    /**
     * @param  array<string, string|null>  $headers  a null value leaves the header out
     */
    protected function tus(string $method, string $uri, array $headers = [], ?string $body = null): TestResponse
    {
        $headers = array_filter(['Tus-Resumable' => '1.0.0', ...$headers], fn ($value) => $value !== null);

        return $this->call($method, $uri, [], [], [], $this->transformHeadersToServerVars($headers), $body);
    }

    /**
     * @param  array<string, string>  $metadata
     */
    protected function metadata(array $metadata): string
    {
        return collect($metadata)->map(fn (string $value, string $key) => $key.' '.base64_encode($value))->implode(',');
    }

    /**
     * @param  array<string, string>  $headers
     */
    protected function createUpload(int $length, array $headers = [], ?string $body = null): string
    {
        $response = $this->tus('POST', '/studio/uploads', ['Upload-Length' => (string) $length, ...$headers], $body)
            ->assertCreated();

        return (string) $response->headers->get('Location');
    }

    protected function sendChunk(string $location, int $offset, string $bytes): TestResponse
    {
        return $this->tus('PATCH', $location, [
            'Upload-Offset' => (string) $offset,
            'Content-Type' => 'application/offset+octet-stream',
        ], $bytes);
    }

    protected function uploadAt(string $location): Upload
    {
        return Upload::query()->where('public_key', basename($location))->firstOrFail();
    }

    protected function storedBytes(Upload $upload): string
    {
        // A completed upload's file has become its video's original.
        $original = $upload->video?->original_path;

        return (string) ($original === null ? Storage::disk(Upload::DISK)->get($upload->path) : PrivateMedia::disk()->get($original));
    }

    /**
     * Protocol tests complete uploads of bytes that are no video; what ffprobe makes of a
     * file is tested with real clips in UploadBecomesVideoTest.
     */
    protected function acceptAnyFileAsVideo(): void
    {
        Queue::fake();
        $this->app->instance(Ffmpeg::class, new class extends Ffmpeg
        {
            public function probe(string $path): ProbeResult
            {
                return new ProbeResult(duration: 2, width: 320, height: 240, videoCodec: 'h264', audioCodec: null);
            }
        });
    }
}
