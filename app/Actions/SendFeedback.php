<?php

namespace App\Actions;

use App\Enums\Mood;
use App\Feedback\AttachmentType;
use App\Media\PrivateMedia;
use App\Models\Feedback;
use App\Models\User;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use RuntimeException;
use Throwable;

/**
 * Stores a visitor's feedback with its attachments, which go to the private media disk (a
 * closed bucket on an object store) under names of our own: they are never served publicly,
 * only to moderators through the download route. A file that cannot be written leaves
 * neither the row nor the files written before it.
 */
final class SendFeedback
{
    public const NAME_MAX = 200;

    /**
     * @param  list<UploadedFile>  $attachments  already checked (StoreFeedbackRequest)
     */
    public function handle(
        ?User $user,
        Mood $mood,
        ?string $text,
        bool $includeScreenshot,
        ?string $pageUrl,
        ?string $userAgent,
        array $attachments,
    ): Feedback {
        $disk = PrivateMedia::disk();
        $written = [];

        try {
            return DB::transaction(function () use ($user, $mood, $text, $includeScreenshot, $pageUrl, $userAgent, $attachments, $disk, &$written) {
                $feedback = Feedback::query()->create([
                    'user_id' => $user?->id,
                    'from_account' => $user !== null,
                    'mood' => $mood,
                    'text' => $text,
                    'include_screenshot' => $includeScreenshot,
                    'page_url' => $pageUrl,
                    'user_agent' => $userAgent === null ? null : mb_substr(self::printable($userAgent), 0, 512),
                ]);

                foreach ($attachments as $file) {
                    $type = (string) $file->getMimeType();
                    $path = $disk->putFileAs("feedback/{$feedback->id}", $file, Str::random(32).'.'.AttachmentType::extensionOf($type));
                    if ($path === false) {
                        throw new RuntimeException("Could not store an attachment of feedback {$feedback->id}.");
                    }
                    $written[] = $path;

                    $feedback->attachments()->create([
                        'name' => self::fileName($file->getClientOriginalName()),
                        'mime_type' => $type,
                        'size' => (int) $file->getSize(),
                        'path' => $path,
                    ]);
                }

                return $feedback;
            });
        } catch (Throwable $exception) {
            if ($written !== []) {
                $disk->delete($written);
            }

            throw $exception;
        }
    }

    /** Valid UTF-8 without control characters: text a page can show. */
    private static function printable(string $value): string
    {
        return trim((string) preg_replace('/[\x00-\x1F\x7F]+/u', '', mb_scrub($value, 'UTF-8')));
    }

    /** The sender's file name without any folders, for the moderators' list and downloads. */
    private static function fileName(string $name): string
    {
        $base = basename(str_replace('\\', '/', self::printable($name)));

        return mb_substr($base, 0, self::NAME_MAX) ?: 'attachment';
    }
}
