<?php

namespace App\Media;

use Illuminate\Contracts\Process\InvokedProcess;

/**
 * An HLS encode running in its own ffmpeg process (Ffmpeg::startHls): waited for once its
 * output is needed, or stopped when the ladder it belongs to is given up.
 */
final class HlsEncode
{
    public function __construct(
        private readonly InvokedProcess $process,
        private readonly string $master,
        private readonly ?string $storyboard,
    ) {
    }

    /**
     * Waits for the encode (its progress reports are passed on meanwhile) and answers its
     * master playlist's path.
     */
    public function wait(): string
    {
        $result = $this->process->wait();

        if ($result->failed()) {
            throw new MediaException(Ffmpeg::failureMessage('ffmpeg could not transcode the video', $result->errorOutput()));
        }
        if (! is_file($this->master)) {
            throw new MediaException('ffmpeg wrote no master playlist.');
        }
        if ($this->storyboard !== null && ! is_file($this->storyboard)) {
            throw new MediaException('ffmpeg wrote no storyboard.');
        }

        return $this->master;
    }

    /** Ends the encode if it still runs: a failed ladder leaves no ffmpeg behind. */
    public function stop(): void
    {
        if ($this->process->running()) {
            $this->process->signal(SIGKILL);
        }
    }
}
