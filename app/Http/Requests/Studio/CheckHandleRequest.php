<?php

namespace App\Http\Requests\Studio;

use App\Models\Channel;
use App\Models\User;
use App\Support\ChannelHandle;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

/**
 * The Basic info tab asks, as the owner types, whether a handle is free.
 */
class CheckHandleRequest extends FormRequest
{
    public function authorize(): bool
    {
        Gate::authorize('update', $this->channel());

        return true;
    }

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'handle' => ['bail', 'required', 'string', 'max:100'],
        ];
    }

    public function typedHandle(): string
    {
        return ChannelHandle::normalize($this->string('handle')->value());
    }

    public function channel(): Channel
    {
        /** @var User $user */
        $user = $this->user();

        /** @var Channel the studio middleware guarantees one */
        return $user->channel;
    }
}
