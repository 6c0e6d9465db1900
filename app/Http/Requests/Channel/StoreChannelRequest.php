<?php

namespace App\Http\Requests\Channel;

use App\Channels\ChannelImage;
use App\Models\Channel;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Http\UploadedFile;

class StoreChannelRequest extends FormRequest
{
    public function authorize(): bool
    {
        return (bool) $this->user()?->can('create', Channel::class);
    }

    /**
     * A second channel is not an error the user can fix here; send them to the one they have.
     */
    protected function failedAuthorization(): never
    {
        throw new HttpResponseException(to_route('studio.dashboard')->with('status', 'channel-exists'));
    }

    /**
     * @return array<string, list<string>>
     */
    public function rules(): array
    {
        return [
            'name' => ['bail', 'required', 'string', 'max:100'],
            'description' => ['bail', 'nullable', 'string', 'max:5000'],
            'profile' => ChannelImage::Avatar->rules(),
            'banner' => ChannelImage::Banner->rules(),
        ];
    }

    /**
     * @return array<string, string>
     */
    public function attributes(): array
    {
        return [
            'name' => 'channel name',
            'description' => 'channel description',
            'profile' => 'profile picture',
            'banner' => 'banner',
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [...ChannelImage::Avatar->messages(), ...ChannelImage::Banner->messages()];
    }

    /**
     * @return array{name: string, description: string|null}
     */
    public function channelData(): array
    {
        return [
            'name' => $this->string('name')->trim()->value(),
            'description' => $this->filled('description') ? $this->string('description')->trim()->value() : null,
        ];
    }

    public function profile(): ?UploadedFile
    {
        return $this->uploaded('profile');
    }

    public function banner(): ?UploadedFile
    {
        return $this->uploaded('banner');
    }

    private function uploaded(string $key): ?UploadedFile
    {
        $file = $this->file($key);

        return $file instanceof UploadedFile ? $file : null;
    }
}
