<?php

namespace App\Feedback;

/**
 * What may be attached to feedback: images, PDF, Word documents and plain text (spec §5), as
 * recognised from the file's bytes, never from its name. An SVG (which may carry script), an
 * HTML page or a program is none of these, whatever it is called.
 */
final class AttachmentType
{
    public const MAX_FILES = 5;

    public const MAX_KILOBYTES = 10 * 1024;

    /** Accepted types, as the content sniffer names them, with the extension each is stored and downloaded as. */
    private const EXTENSIONS = [
        'image/png' => 'png',
        'image/jpeg' => 'jpg',
        'image/gif' => 'gif',
        'image/webp' => 'webp',
        'application/pdf' => 'pdf',
        'application/msword' => 'doc',
        // What the sniffer names a Word 97 file whose summary does not say which program wrote it.
        'application/vnd.ms-office' => 'doc',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document' => 'docx',
        'text/plain' => 'txt',
    ];

    /**
     * @return list<string>
     */
    public static function mimeTypes(): array
    {
        return array_keys(self::EXTENSIONS);
    }

    public static function extensionOf(string $mimeType): string
    {
        return self::EXTENSIONS[$mimeType] ?? 'bin';
    }
}
