<?php

namespace App\Media;

use Illuminate\Validation\ValidationException;

/**
 * ffprobe read an untrusted file and refused it. The message tells the uploader why in plain
 * words; $field names the form field it belongs to.
 */
class UnacceptableMedia extends MediaException
{
    public function __construct(string $message, public readonly string $field = 'file')
    {
        parent::__construct($message);
    }

    public function toValidationException(): ValidationException
    {
        return ValidationException::withMessages([$this->field => $this->getMessage()]);
    }
}
