<?php

namespace App\Media;

use App\Models\Video;
use Illuminate\Support\Facades\File;
use Illuminate\Support\Str;

/**
 * The local folders ffmpeg works in while a video is processed: one per video, holding one
 * folder per run. A worker killed on its own (not with its process group) leaves its ffmpeg
 * running, still writing segments; were the retry to reuse that folder, the orphan's files
 * would mix with its own and be published. A run of its own folder never meets them, and
 * removing the dead run's folder makes the orphan's next write fail, which ends it.
 */
final class ProcessingScratch
{
    public static function root(): string
    {
        $path = (string) config('uploads.scratch_path');

        return str_starts_with($path, '/') ? $path : storage_path($path);
    }

    public static function ofVideo(Video $video): string
    {
        return self::root().'/'.$video->id;
    }

    /**
     * An empty folder for a run that holds the video's claim, after removing the folders of
     * earlier runs: no other run of the video is alive.
     */
    public static function startRun(Video $video): string
    {
        $folder = self::ofVideo($video).'/'.Str::lower(Str::random(12));
        File::deleteDirectory(self::ofVideo($video));
        File::ensureDirectoryExists($folder);

        return $folder;
    }

    /**
     * Removes the run's folder, and the video's once empty: a run that lost its claim (its
     * heartbeat lapsed while it still ran) leaves the folder of the run that took over.
     */
    public static function endRun(Video $video, string $folder): void
    {
        File::deleteDirectory($folder);
        @rmdir(self::ofVideo($video));
    }

    /**
     * Removes the run folders of every video no live run works on. A video's folders are
     * listed before $isLive is asked: a folder in the list was made by a run that had already
     * claimed the video, which then counts as live unless that run has stopped. Returns how
     * many were removed.
     *
     * @param  callable(int): bool  $isLive  whether a worker is processing the video of this id
     */
    public static function removeAbandoned(callable $isLive): int
    {
        if (! File::isDirectory(self::root())) {
            return 0;
        }

        $removed = 0;
        foreach (File::directories(self::root()) as $videoFolder) {
            $id = basename($videoFolder);
            $runFolders = File::directories($videoFolder);
            if (! ctype_digit($id) || $isLive((int) $id)) {
                continue;
            }

            foreach ($runFolders as $runFolder) {
                $removed += File::deleteDirectory($runFolder) ? 1 : 0;
            }
            // Gone only when empty: a run that claimed the video meanwhile keeps its folder.
            @rmdir($videoFolder);
        }

        return $removed;
    }
}
