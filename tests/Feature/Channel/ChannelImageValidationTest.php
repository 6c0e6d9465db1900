<?php

namespace Tests\Feature\Channel;

use App\Media\PublicMedia;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class ChannelImageValidationTest extends TestCase
{
    use MakesImages, RefreshDatabase;

    private const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>';

    protected function setUp(): void
    {
        parent::setUp();
        $this->withoutVite();
        $this->freshMediaDisks();
    }

    /**
     * @return array<string, array{string}>
     */
    public static function fields(): array
    {
        return ['profile picture' => ['profile'], 'banner' => ['banner']];
    }

    private function assertRefused(string $field, UploadedFile $file, string $message): void
    {
        $valid = [
            'profile' => UploadedFile::fake()->image('ok.png', 200, 200),
            'banner' => UploadedFile::fake()->image('ok.png', 1200, 700),
        ];

        $this->actingAs(User::factory()->create())
            ->post('/channels', ['name' => 'Night Owls', ...$valid, $field => $file])
            ->assertSessionHasErrors([$field => $message])
            ->assertSessionDoesntHaveErrors(array_diff(['name', 'profile', 'banner'], [$field]));

        $this->assertDatabaseCount('channels', 0);
        $this->assertSame([], PublicMedia::disk()->allFiles());
    }

    private function label(string $field): string
    {
        return $field === 'profile' ? 'The profile picture' : 'The banner';
    }

    #[DataProvider('fields')]
    public function test_a_text_file_named_like_an_image_is_refused(string $field): void
    {
        $this->assertRefused(
            $field,
            $this->upload('holiday.png', "<?php echo 'not a picture';\n".str_repeat('x', 2000)),
            "{$this->label($field)} must be a JPEG, PNG, WebP or GIF image.",
        );
    }

    #[DataProvider('fields')]
    public function test_an_svg_is_refused_whatever_its_name(string $field): void
    {
        $message = "{$this->label($field)} must be a JPEG, PNG, WebP or GIF image.";

        $this->assertRefused($field, $this->upload('logo.svg', self::SVG), $message);
        $this->assertRefused($field, $this->upload('logo.png', self::SVG), $message);
    }

    public function test_an_oversized_profile_picture_is_refused(): void
    {
        $this->assertRefused(
            'profile',
            UploadedFile::fake()->image('big.png', 200, 200)->size(4097),
            'The profile picture must be at most 4 MB.',
        );
    }

    public function test_an_oversized_banner_is_refused(): void
    {
        $this->assertRefused(
            'banner',
            UploadedFile::fake()->image('big.png', 1200, 700)->size(6145),
            'The banner must be at most 6 MB.',
        );
    }

    public function test_a_profile_picture_with_too_many_pixels_is_refused(): void
    {
        $this->assertRefused(
            'profile',
            $this->upload('tall.png', $this->pngBytes(200, 4097)),
            'The profile picture must be between 98×98 and 4096×4096 pixels.',
        );
    }

    public function test_a_banner_with_too_many_pixels_is_refused(): void
    {
        $this->assertRefused(
            'banner',
            $this->upload('wide.png', $this->pngBytes(4097, 600)),
            'The banner must be between 1024×576 and 4096×4096 pixels.',
        );
    }

    public function test_images_below_the_minimum_size_are_refused(): void
    {
        $this->assertRefused(
            'profile',
            $this->upload('tiny.png', $this->pngBytes(97, 200)),
            'The profile picture must be between 98×98 and 4096×4096 pixels.',
        );
        $this->assertRefused(
            'banner',
            $this->upload('narrow.png', $this->pngBytes(1023, 700)),
            'The banner must be between 1024×576 and 4096×4096 pixels.',
        );
    }

    #[DataProvider('fields')]
    public function test_an_image_that_cannot_be_decoded_is_refused(string $field): void
    {
        // A valid header (type and dimensions pass) followed by cut-off pixel data.
        $truncated = substr($this->pngBytes(1200, 800), 0, 200);

        $this->assertRefused(
            $field,
            $this->upload('broken.png', $truncated),
            "{$this->label($field)} could not be read as an image.",
        );
    }

    public function test_a_failed_upload_gets_a_field_error(): void
    {
        $path = tempnam(sys_get_temp_dir(), 'upload');
        file_put_contents($path, $this->pngBytes(200, 200));

        $this->assertRefused(
            'profile',
            new UploadedFile($path, 'me.png', 'image/png', UPLOAD_ERR_INI_SIZE, true),
            'The profile picture could not be uploaded; it must be at most 4 MB.',
        );
    }
}
