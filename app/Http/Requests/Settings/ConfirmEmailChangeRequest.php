<?php

namespace App\Http\Requests\Settings;

use App\Models\User;
use Illuminate\Foundation\Http\FormRequest;

/**
 * The link of a ConfirmEmailChange mail: signed, for the signed-in user, and for the address
 * that is pending now (a link to an address asked for earlier is spent).
 */
class ConfirmEmailChangeRequest extends FormRequest
{
    public function authorize(): bool
    {
        $user = $this->user();
        $hash = $this->route('hash');

        return $user instanceof User
            && (string) $user->getKey() === $this->route('user')
            && $user->pending_email !== null
            && is_string($hash)
            && hash_equals(sha1($user->pending_email), $hash);
    }

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [];
    }
}
