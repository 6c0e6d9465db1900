<?php

namespace Tests\Feature\Uploads;

use App\Models\Upload;
use Illuminate\Foundation\Testing\RefreshDatabase;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

/**
 * Headers no tus client would send get a 400 with a reason, never a 500 or a misread number.
 */
class OddTusHeadersTest extends TestCase
{
    use RefreshDatabase, SendsTusRequests;

    protected function setUp(): void
    {
        parent::setUp();
        $this->freshMediaDisks();
        $this->actingAs($this->creator());
    }

    /**
     * @return array<string, array{string}>
     */
    public static function badNumbers(): array
    {
        return [
            'negative' => ['-1'],
            'word' => ['ten'],
            'decimal' => ['1.5'],
            'exponent' => ['1e3'],
            'hexadecimal' => ['0x10'],
            'signed' => ['+10'],
            'padded' => [' 10'],
            'leading zero' => ['010'],
            'empty' => [''],
            'past 64 bits' => ['99999999999999999999999'],
            'list' => ['10, 20'],
        ];
    }

    #[DataProvider('badNumbers')]
    public function test_an_odd_upload_length_answers_400(string $length): void
    {
        $this->tus('POST', '/studio/uploads', ['Upload-Length' => $length])
            ->assertStatus(400)
            ->assertJsonPath('errors.file', 'Upload-Length must be a whole number of bytes.');

        $this->assertSame(0, Upload::query()->count());
    }

    #[DataProvider('badNumbers')]
    public function test_an_odd_upload_offset_answers_400(string $offset): void
    {
        $location = $this->createUpload(10);

        $this->tus('PATCH', $location, ['Upload-Offset' => $offset, 'Content-Type' => 'application/offset+octet-stream'], 'hello')
            ->assertStatus(400)
            ->assertJsonPath('errors.file', 'Upload-Offset must be a whole number of bytes.');

        $this->assertSame(0, $this->uploadAt($location)->upload_offset);
    }

    /**
     * @return array<string, array{string}>
     */
    public static function badMetadata(): array
    {
        return [
            'not base64' => ['filename héllo!'],
            'three parts' => ['filename aGVsbG8= d29ybGQ='],
            'empty pair' => ['filename aGVsbG8=,,filetype dmlkZW8vbXA0'],
            'repeated key' => ['filename aGVsbG8=,filename d29ybGQ='],
            'key with a control character' => ["file\x01name aGVsbG8="],
            'value not UTF-8' => ['filename '.base64_encode("\xff\xfe")],
            'too long' => ['filename '.str_repeat('QUFB', 1100)],
        ];
    }

    #[DataProvider('badMetadata')]
    public function test_malformed_metadata_answers_400(string $metadata): void
    {
        $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10', 'Upload-Metadata' => $metadata])
            ->assertStatus(400)
            ->assertJsonPath('errors.file', fn (string $reason) => str_starts_with($reason, 'Upload-Metadata is'));

        $this->assertSame(0, Upload::query()->count());
    }

    public function test_metadata_keys_without_a_value_are_kept_as_empty(): void
    {
        $location = $this->createUpload(10, ['Upload-Metadata' => 'is_draft,filename '.base64_encode('a.mp4')]);

        $this->assertSame(['is_draft' => '', 'filename' => 'a.mp4'], $this->uploadAt($location)->metadata);
        $this->tus('HEAD', $location)->assertHeader('Upload-Metadata', 'is_draft,filename '.base64_encode('a.mp4'));
    }

    public function test_other_odd_requests_get_answers_below_500(): void
    {
        $location = $this->createUpload(10);

        $responses = [
            $this->tus('POST', $location, ['X-HTTP-Method-Override' => 'NOT A METHOD']),
            $this->tus('POST', $location, ['X-HTTP-Method-Override' => 'PUT']),
            $this->tus('PUT', $location, [], 'hello'),
            $this->tus('GET', $location),
            $this->tus('PATCH', '/studio/uploads', ['Upload-Offset' => '0', 'Content-Type' => 'application/offset+octet-stream'], 'hello'),
            $this->tus('PATCH', $location, ['Upload-Offset' => '0', 'Content-Type' => 'application/offset+octet-stream; charset=binary'], 'hello'),
            $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10', 'Upload-Defer-Length' => 'yes']),
            $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10', 'Content-Type' => 'application/json'], '{"a":'),
            $this->tus('POST', '/studio/uploads', ['Upload-Length' => '10', 'Content-Type' => 'application/offset+octet-stream'], str_repeat('x', 20)),
        ];

        foreach ($responses as $response) {
            $this->assertLessThan(500, $response->getStatusCode());
        }
        $this->assertSame(5, $this->uploadAt($location)->upload_offset);
    }
}
