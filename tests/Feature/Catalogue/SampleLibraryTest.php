<?php

namespace Tests\Feature\Catalogue;

use App\Media\MediaException;
use App\Media\SampleClip;
use App\Media\SampleLibrary;
use Illuminate\Support\Facades\Process;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class SampleLibraryTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('public');
    }

    public function test_the_catalogue_clips_last_30_to_90_seconds_and_each_looks_different(): void
    {
        $clips = SampleLibrary::clips();

        foreach ($clips as $clip) {
            $this->assertGreaterThanOrEqual(30, $clip->seconds, $clip->name);
            $this->assertLessThanOrEqual(90, $clip->seconds, $clip->name);
            $this->assertSame(str_starts_with($clip->name, 'vertical'), $clip->isVertical(), $clip->name);
            $this->assertNotSame('', $clip->caption, $clip->name);
        }
        $names = array_map(fn (SampleClip $clip) => $clip->name, $clips);
        $this->assertCount(count($clips), array_unique($names));
        $this->assertCount(count($clips), array_unique(array_map(fn (SampleClip $clip) => $clip->videoSource(), $clips)));
        $this->assertCount(count($clips), array_unique(array_map(fn (SampleClip $clip) => $clip->caption, $clips)));
        // Fractals, automata, gradients, plasma, noise and a test card.
        $this->assertGreaterThanOrEqual(7, count(array_unique(array_map(fn (SampleClip $clip) => $clip->pattern, $clips))));
        // The live playlists read the live clip's segments by this name.
        $this->assertContains('live-1', $names);
    }

    public function test_the_light_seed_takes_one_clip_of_each_shape(): void
    {
        $small = SampleLibrary::smallClips();

        $this->assertSame(['landscape-1', 'landscape-3', 'vertical-1', 'live-1'], array_map(fn (SampleClip $clip) => $clip->name, $small));
        $this->assertLessThanOrEqual(4 * 40, array_sum(array_map(fn (SampleClip $clip) => $clip->seconds, $small)));
    }

    public function test_a_catalogue_clip_renders_to_a_ladder_of_its_full_length_with_stills(): void
    {
        // The live clip at its own length, drawn small so that the test stays quick. Its segments
        // are where live viewers join, so each must stand on its own (audio included).
        $clip = collect(SampleLibrary::smallClips())->firstOrFail('name', 'live-1')->resized(160, 90);

        [$media] = $this->app->make(SampleLibrary::class)->ensure([$clip]);

        $disk = Storage::disk('public');
        $this->assertSame('samples/clips/live-1/hls/master.m3u8', $media->hlsPath);
        $this->assertStringContainsString('RESOLUTION=160x90', (string) $disk->get($media->hlsPath));
        $probe = Process::run(['ffprobe', '-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', $disk->path('samples/clips/live-1/hls/360p/index.m3u8')]);
        $this->assertEqualsWithDelta($clip->seconds, (float) $probe->output(), 0.5);
        $this->assertEverySegmentCarriesItsAudio($disk->path('samples/clips/live-1/hls/360p'));

        $this->assertCount(SampleLibrary::FRAMES, $media->frames);
        $disk->assertExists($media->frames);
        $this->assertSame([160, 90], array_slice((array) getimagesize($disk->path($media->frames[0])), 0, 2));
        // The picture moves: stills taken across the clip differ.
        $this->assertCount(SampleLibrary::FRAMES, array_unique(array_map(fn (string $frame) => md5((string) $disk->get($frame)), $media->frames)));
        $disk->assertMissing('samples/clips/.live-1.building');
    }

    public function test_a_clip_is_made_once_and_again_only_when_drawn_differently(): void
    {
        $clip = new SampleClip('tiny', 160, 90, 2, 'color', colour: '#db2777', caption: 'Tiny');
        $library = $this->app->make(SampleLibrary::class);
        $library->ensure([$clip]);

        Process::fake();
        $library->ensure([$clip]);
        Process::assertNothingRan();

        $library->ensure([new SampleClip('tiny', 160, 90, 2, 'color', colour: '#db2777', caption: 'Tiny, retitled')]);
        Process::assertRan(fn ($process) => in_array('lavfi', (array) $process->command, true));
    }

    public function test_a_failed_render_leaves_the_clip_that_was_there(): void
    {
        $clip = new SampleClip('tiny', 160, 90, 2, 'color', caption: 'Tiny');
        $library = $this->app->make(SampleLibrary::class);
        [$media] = $library->ensure([$clip]);
        $before = Storage::disk('public')->get($media->hlsPath);

        Process::fake(['*' => Process::result(errorOutput: 'No space left on device', exitCode: 1)]);
        try {
            $library->ensure([new SampleClip('tiny', 160, 90, 3, 'color', caption: 'Tiny')]);
            $this->fail('The render should have failed.');
        } catch (MediaException $e) {
            $this->assertStringContainsString('No space left on device', $e->getMessage());
        }

        $this->assertSame($before, Storage::disk('public')->get($media->hlsPath));
    }

    public function test_each_title_gets_a_thumbnail_of_its_own_made_once(): void
    {
        $library = new FakeSampleLibrary;
        [$media] = $library->ensure([SampleLibrary::clips()[0]]);

        $first = $library->titledThumbnail($media, 0, 'How black holes actually work');
        $second = $library->titledThumbnail($media, 0, 'Black holes explained in 7 minutes');
        $disk = Storage::disk('public');
        $this->assertNotSame(md5((string) $disk->get($first)), md5((string) $disk->get($second)));
        $this->assertStringStartsWith($media->directory.'/thumbnails/', $first);
        $this->assertSame(IMAGETYPE_WEBP, getimagesizefromstring((string) $disk->get($first))[2] ?? null);

        $made = $disk->lastModified($first);
        $this->assertSame($first, $library->titledThumbnail($media, 0, 'How black holes actually work'));
        $this->assertSame($made, $disk->lastModified($first));
    }

    public function test_a_bench_sized_catalogue_shares_a_pool_of_tinted_stills(): void
    {
        $library = new FakeSampleLibrary;
        [$media] = $library->ensure([SampleLibrary::clips()[0]]);

        $pool = array_unique(array_map(fn (int $pick) => $library->pooledThumbnail($media, $pick), range(0, 199)));

        $this->assertCount(SampleLibrary::FRAMES * 6, $pool);
        foreach ($pool as $thumbnail) {
            $this->assertSame(IMAGETYPE_WEBP, getimagesizefromstring((string) Storage::disk('public')->get($thumbnail))[2] ?? null);
        }
    }
}
