<?php

namespace App\Uploads\Tus;

use Illuminate\Http\JsonResponse;
use Symfony\Component\HttpKernel\Exception\HttpException;

/**
 * A tus request the server refuses. The body keys its reason by the form's file field, so
 * the upload page can show it where it shows any other file error.
 */
final class TusException extends HttpException
{
    public static function badRequest(string $reason): self
    {
        return new self(400, $reason);
    }

    public static function tooLarge(string $reason): self
    {
        return new self(413, $reason);
    }

    public static function unsupportedVersion(): self
    {
        return new self(412, 'This server speaks tus '.Tus::VERSION.' only.', null, ['Tus-Version' => Tus::VERSION]);
    }

    public static function unsupportedMediaType(): self
    {
        return new self(415, 'Upload bytes must be sent as '.Tus::OFFSET_STREAM.'.');
    }

    public static function conflict(int $offset): self
    {
        return new self(409, "The upload continues at byte {$offset}.");
    }

    public static function unprocessable(string $reason): self
    {
        return new self(422, $reason);
    }

    public static function gone(): self
    {
        return new self(410, __('This upload has expired. Start it again.'));
    }

    public static function locked(): self
    {
        return new self(423, __('Another request is writing to this upload. Try again in a moment.'));
    }

    public function render(): JsonResponse
    {
        return new JsonResponse(['errors' => ['file' => $this->getMessage()]], $this->getStatusCode(), $this->getHeaders());
    }
}
