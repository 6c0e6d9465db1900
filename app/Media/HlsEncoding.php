<?php

namespace App\Media;

use Illuminate\Contracts\Process\ProcessResult;
use Illuminate\Process\InvokedProcess;

/**
 * An ffmpeg writing HLS renditions in the background (Ffmpeg::startHls). Its progress is
 * passed on whenever it is polled or waited for.
 */
final class HlsEncoding
{
    public function __construct(
        private readonly InvokedProcess $process,
        private readonly string $master,
        private readonly ?string $storyboard = null,
    ) {
    }

    /**
     * Whether ffmpeg is still at work. A poll also reads its progress report, and ends the
     * wait with an exception once ffmpeg has run past its time limit.
     */
    public function running(): bool
    {
        $this->process->ensureNotTimedOut();

        return $this->process->running();
    }

    /**
     * Waits for ffmpeg to end, and returns the master playlist's path.
     *
     * @throws MediaException
     */
    public function finish(): string
    {
        $result = $this->process->wait();
        if ($result->failed()) {
            throw self::failure('ffmpeg could not transcode the video', $result);
        }
        if (! is_file($this->master)) {
            throw new MediaException('ffmpeg wrote no master playlist.');
        }
        if ($this->storyboard !== null && ! is_file($this->storyboard)) {
            throw new MediaException('ffmpeg wrote no storyboard.');
        }

        return $this->master;
    }

    /** Ends ffmpeg at once; what it wrote is left for the caller's scratch folder to take away. */
    public function stop(): void
    {
        if ($this->process->running()) {
            $this->process->signal(SIGKILL);
            $this->process->wait();
        }
    }

    /** The failure with the first line ffmpeg wrote about it, which names the cause. */
    public static function failure(string $failure, ProcessResult $result): MediaException
    {
        $detail = trim((string) strtok(trim($result->errorOutput()), "\n"));

        return new MediaException($failure.($detail !== '' ? ': '.$detail : '.'));
    }
}
