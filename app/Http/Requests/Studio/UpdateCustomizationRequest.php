<?php

namespace App\Http\Requests\Studio;

use App\Channels\ChannelImage;
use App\Channels\ChannelPage;
use App\Channels\HandleAvailability;
use App\Models\Channel;
use App\Models\ChannelHandleRedirect;
use App\Models\User;
use App\Support\ChannelHandle;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;

/**
 * The customization page's SAVE: the Layout, Branding and Basic info tabs in one write. A
 * field left out stays as it is; null empties it.
 */
class UpdateCustomizationRequest extends FormRequest
{
    public const NAME_MAX = 100;

    public const DESCRIPTION_MAX = 5000;

    public const MAX_LINKS = 10;

    public const LINK_TITLE_MAX = 40;

    public const LINK_URL_MAX = 2048;

    public const MAX_FEATURED_CHANNELS = 12;

    /** YouTube's allowance: two handle changes in a fortnight, so nobody hoards handles by changing often. */
    public const HANDLE_CHANGES = 2;

    public function authorize(): bool
    {
        Gate::authorize('update', $this->channel());

        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('handle'))) {
            $this->merge(['handle' => ChannelHandle::normalize($this->string('handle')->value())]);
        }
    }

    /**
     * @return array<string, list<mixed>>
     */
    public function rules(): array
    {
        $channel = $this->channel();

        return [
            'name' => ['bail', 'sometimes', 'required', 'string', 'max:'.self::NAME_MAX],
            'handle' => ['bail', 'sometimes', 'required', 'string', 'max:100', $this->handleRule($channel)],
            'description' => ['bail', 'sometimes', 'nullable', 'string', 'max:'.self::DESCRIPTION_MAX],
            'contact_email' => ['bail', 'sometimes', 'nullable', 'string', 'max:254', 'email:rfc'],
            'links' => ['bail', 'sometimes', 'nullable', 'array', 'list', 'max:'.self::MAX_LINKS],
            'links.*' => ['bail', 'array:title,url'],
            'links.*.title' => ['bail', 'required', 'string', 'max:'.self::LINK_TITLE_MAX],
            'links.*.url' => ['bail', 'required', 'string', 'max:'.self::LINK_URL_MAX, $this->httpsRule()],
            'featured_video_id' => ['bail', 'sometimes', 'nullable', 'string', 'size:11', $this->spotlightRule($channel)],
            'featured_video_for_returning_id' => ['bail', 'sometimes', 'nullable', 'string', 'size:11', $this->spotlightRule($channel)],
            'featured_channels' => ['bail', 'sometimes', 'nullable', 'array', 'list', 'max:'.self::MAX_FEATURED_CHANNELS],
            'featured_channels.*' => ['bail', 'integer', 'min:1', 'distinct', Rule::notIn([$channel->id]), Rule::exists('channels', 'id')],
            'show_related_channels' => ['bail', 'sometimes', 'boolean'],
            'show_unsubscribed_indicator' => ['bail', 'sometimes', 'boolean'],
            'profile' => ChannelImage::Avatar->rules(),
            'banner' => ChannelImage::Banner->rules(),
            'remove_profile' => ['bail', 'sometimes', 'boolean'],
            'remove_banner' => ['bail', 'sometimes', 'boolean'],
        ];
    }

    /**
     * @return array<string, string>
     */
    public function messages(): array
    {
        return [
            ...ChannelImage::Avatar->messages(),
            ...ChannelImage::Banner->messages(),
            'name.required' => __('Please enter a channel name.'),
            'handle.required' => __('Please choose a handle.'),
            'contact_email.email' => __('Enter an e-mail address such as name@example.com.'),
            'links.max' => __('Add at most :max links.', ['max' => self::MAX_LINKS]),
            'links.*.array' => __('Each link has a title and a URL.'),
            'links.*.title.required' => __('Give the link a title.'),
            'links.*.title.max' => __('A link title has at most :max characters.', ['max' => self::LINK_TITLE_MAX]),
            'links.*.url.required' => __('Enter the link\'s URL.'),
            'links.*.url.max' => __('A link is at most :max characters long.', ['max' => self::LINK_URL_MAX]),
            'featured_video_id.size' => self::spotlightRefused(),
            'featured_video_for_returning_id.size' => self::spotlightRefused(),
            'featured_channels.max' => __('Feature at most :max channels.', ['max' => self::MAX_FEATURED_CHANNELS]),
            'featured_channels.*.integer' => __('Choose channels from the list.'),
            'featured_channels.*.min' => __('Choose channels from the list.'),
            'featured_channels.*.distinct' => __('Each channel can be featured once.'),
            'featured_channels.*.not_in' => __('Your own channel cannot be one of your featured channels.'),
            'featured_channels.*.exists' => __('That channel no longer exists.'),
        ];
    }

    /**
     * @return array<string, string>
     */
    public function attributes(): array
    {
        return [
            'name' => __('channel name'),
            'description' => __('channel description'),
            'contact_email' => __('contact e-mail'),
        ];
    }

    public static function spotlightRefused(): string
    {
        return __('Choose one of your channel\'s public videos that has finished processing.');
    }

    public static function linkRefused(): string
    {
        return __('A link must be a web address starting with https://.');
    }

    /**
     * The columns the request changes, by name, with spotlight videos as database ids.
     *
     * @return array<string, mixed>
     */
    public function attributesToSave(): array
    {
        $channel = $this->channel();
        $saved = [];

        foreach (['name', 'description', 'contact_email'] as $field) {
            if ($this->has($field)) {
                $value = $this->filled($field) ? $this->string($field)->trim()->value() : null;
                $saved[$field] = $field === 'name' ? (string) $value : $value;
            }
        }

        if ($this->has('links')) {
            $saved['links'] = array_map(fn (array $link) => [
                'title' => trim((string) $link['title']),
                'url' => trim((string) $link['url']),
            ], (array) $this->input('links', []));
        }

        foreach (['featured_video_id', 'featured_video_for_returning_id'] as $field) {
            if ($this->has($field)) {
                $saved[$field] = $this->filled($field)
                    ? ChannelPage::listedVideos($channel)->where('public_id', $this->string($field)->value())->value('id')
                    : null;
            }
        }

        if ($this->has('featured_channels')) {
            $saved['featured_channels'] = array_map('intval', (array) $this->input('featured_channels', []));
        }

        foreach (['show_related_channels', 'show_unsubscribed_indicator'] as $field) {
            if ($this->has($field)) {
                $saved[$field] = $this->boolean($field);
            }
        }

        return $saved;
    }

    /** The new handle, or null when it stays. */
    public function newHandle(): ?string
    {
        $handle = $this->has('handle') ? $this->string('handle')->value() : null;

        return $handle === $this->channel()->handle ? null : $handle;
    }

    /**
     * What becomes of each picture: a new upload, null to remove it; pictures left alone are not listed.
     *
     * @return array<string, UploadedFile|null> by ChannelImage value
     */
    public function imageChanges(): array
    {
        $changes = [];

        foreach (ChannelImage::cases() as $image) {
            $file = $this->file($image->field());
            if ($file instanceof UploadedFile) {
                $changes[$image->value] = $file;
            } elseif ($this->boolean('remove_'.$image->field())) {
                $changes[$image->value] = null;
            }
        }

        return $changes;
    }

    public function channel(): Channel
    {
        /** @var User $user */
        $user = $this->user();

        /** @var Channel the studio middleware guarantees one */
        return $user->channel;
    }

    private function handleRule(Channel $channel): Closure
    {
        return function (string $attribute, string $value, Closure $fail) use ($channel) {
            $problem = app(HandleAvailability::class)->problem($channel, $value);
            if ($problem !== null) {
                $fail($problem);

                return;
            }

            $recentChanges = ChannelHandleRedirect::query()
                ->where('channel_id', $channel->id)
                ->where('created_at', '>', now()->subDays(ChannelHandleRedirect::DAYS))
                ->count();
            if ($value !== $channel->handle && $recentChanges >= self::HANDLE_CHANGES) {
                $fail(__('You can change your handle :count times in :days days. Please try again later.', ['count' => self::HANDLE_CHANGES, 'days' => ChannelHandleRedirect::DAYS]));
            }
        };
    }

    private function spotlightRule(Channel $channel): Closure
    {
        // Another channel's video, a private, unlisted or unfinished one, or a blip: none shows on the channel page.
        return function (string $attribute, string $value, Closure $fail) use ($channel) {
            if (! ChannelPage::listedVideos($channel)->where('public_id', $value)->exists()) {
                $fail(self::spotlightRefused());
            }
        };
    }

    private function httpsRule(): Closure
    {
        return function (string $attribute, string $value, Closure $fail) {
            $url = trim($value);
            $parts = parse_url($url);

            $ok = is_array($parts)
                && strtolower($parts['scheme'] ?? '') === 'https'
                && ($parts['host'] ?? '') !== ''
                && ! isset($parts['user'])
                && preg_match('/[\s\x00-\x1F\x7F]/', $url) !== 1
                && filter_var($url, FILTER_VALIDATE_URL) !== false;

            if (! $ok) {
                $fail(self::linkRefused());
            }
        };
    }
}
