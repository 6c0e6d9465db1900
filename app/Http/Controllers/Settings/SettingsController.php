<?php

namespace App\Http\Controllers\Settings;

use App\Http\Controllers\Controller;
use App\Http\Requests\Settings\UpdateAccountSettingsRequest;
use App\Http\Requests\Settings\UpdateAdvancedSettingsRequest;
use App\Http\Requests\Settings\UpdateAppearanceSettingsRequest;
use App\Http\Requests\Settings\UpdateDownloadSettingsRequest;
use App\Http\Requests\Settings\UpdateNotificationSettingsRequest;
use App\Http\Requests\Settings\UpdatePlaybackSettingsRequest;
use App\Http\Requests\Settings\UpdatePrivacySettingsRequest;
use App\Http\Requests\Settings\UpdateSettingsSectionRequest;
use App\Models\User;
use App\Settings\SettingsPage;
use App\Settings\SettingsSection;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/**
 * /settings/{section}: one page per section, open to signed-out visitors too (their choices
 * stay in their browser until they sign in); saving is an account's, one section at a time.
 */
class SettingsController extends Controller
{
    public function show(Request $request, string $section, SettingsPage $page): Response
    {
        $shown = SettingsSection::from($section);
        /** @var User|null $user */
        $user = $request->user();

        return Inertia::render($shown->component(), $page->props($shown, $user));
    }

    public function account(UpdateAccountSettingsRequest $request): RedirectResponse
    {
        return $this->save($request);
    }

    public function notifications(UpdateNotificationSettingsRequest $request): RedirectResponse
    {
        return $this->save($request);
    }

    public function privacy(UpdatePrivacySettingsRequest $request): RedirectResponse
    {
        return $this->save($request);
    }

    public function playback(UpdatePlaybackSettingsRequest $request): RedirectResponse
    {
        return $this->save($request);
    }

    public function appearance(UpdateAppearanceSettingsRequest $request): RedirectResponse
    {
        return $this->save($request);
    }

    public function advanced(UpdateAdvancedSettingsRequest $request): RedirectResponse
    {
        return $this->save($request);
    }

    public function downloads(UpdateDownloadSettingsRequest $request): RedirectResponse
    {
        return $this->save($request);
    }

    /**
     * Back to where the change was made: a settings page, or any page whose header toggled
     * the theme.
     */
    private function save(UpdateSettingsSectionRequest $request): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();
        $user->settings = $user->settings->with($request->section(), $request->validated());
        $user->save();

        return back()->with('status', 'settings-saved');
    }
}
