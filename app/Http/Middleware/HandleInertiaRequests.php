<?php

namespace App\Http\Middleware;

use App\Localization\Translations;
use App\Models\User;
use App\Notifications\Inbox;
use App\Settings\UserSettings;
use App\Support\MetaDescription;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\App;
use Inertia\Inertia;
use Inertia\Middleware;

class HandleInertiaRequests extends Middleware
{
    protected $rootView = 'app';

    /**
     * @return array<string, mixed>
     */
    public function share(Request $request): array
    {
        $locale = App::getLocale();

        return [
            ...parent::share($request),
            'name' => config('app.name'),
            'locale' => $locale,
            // A page with a better one (a video's, a channel's) sends its own.
            'metaDescription' => fn () => MetaDescription::site(),
            // The client keeps the table across visits; another language is another key.
            'translations' => Inertia::once(
                fn (Translations $translations) => $translations->of($locale) ?: new \stdClass,
            )->as("translations.{$locale}"),
            'auth' => [
                'user' => fn () => $this->sharedUser($request->user()),
            ],
            // The account's settings, or the defaults a signed-out visitor's browser storage
            // overrides (resources/js/hooks/useSettings.ts).
            'settings' => fn () => $this->sharedSettings($request->user()),
            'flash' => [
                'status' => fn () => $request->session()->get('status'),
            ],
            // The bell's badge; its list is fetched only when the bell opens.
            'notifications' => fn () => $request->user() === null
                ? null
                : ['unread' => app(Inbox::class)->unreadCount($request->user())],
        ];
    }

    /**
     * Every setting, with the language the page speaks until the account chooses one.
     *
     * @return array<string, array<string, bool|string|float|null>>
     */
    private function sharedSettings(?User $user): array
    {
        $settings = $user === null ? UserSettings::defaults() : $user->settings;
        $document = $settings->toArray();
        $locale = app()->getLocale();
        $document['appearance']['language'] = $settings->language() ?? (in_array($locale, UserSettings::LANGUAGES, true) ? $locale : 'en');

        return $document;
    }

    /**
     * @return array<string, mixed>|null
     */
    private function sharedUser(?User $user): ?array
    {
        if ($user === null) {
            return null;
        }

        $channel = $user->channel;

        return [
            'id' => $user->id,
            'name' => $user->name,
            'email' => $user->email,
            'email_verified_at' => $user->email_verified_at?->toIso8601String(),
            'is_moderator' => $user->is_moderator,
            'channel' => $channel ? [
                'id' => $channel->id,
                'handle' => $channel->handle,
                'name' => $channel->name,
                'avatar_url' => $channel->avatar_url,
            ] : null,
        ];
    }
}
