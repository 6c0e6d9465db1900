<?php

use App\Http\Controllers\Settings\SettingsController;
use App\Settings\SettingsSection;
use Illuminate\Support\Facades\Route;

// Settings: every section's page is open to signed-out visitors, whose choices stay in their
// browser; saving a section is an account's.
Route::redirect('settings', '/settings/account')->name('settings');
// The spec's own paths for two sections, with an ampersand, lead to the clean ones.
Route::redirect('settings/performance&playback', '/settings/playback');
Route::redirect('settings/billing&payment', '/settings/billing');
Route::get('settings/{section}', [SettingsController::class, 'show'])->where('section', SettingsSection::pattern())->name('settings.show');

Route::middleware(['auth', 'throttle:settings'])->group(function () {
    Route::patch('settings/account', [SettingsController::class, 'account'])->name('settings.account.update');
    Route::patch('settings/notifications', [SettingsController::class, 'notifications'])->name('settings.notifications.update');
    Route::patch('settings/privacy', [SettingsController::class, 'privacy'])->name('settings.privacy.update');
    Route::patch('settings/playback', [SettingsController::class, 'playback'])->name('settings.playback.update');
    Route::patch('settings/appearance', [SettingsController::class, 'appearance'])->name('settings.appearance.update');
    Route::patch('settings/advanced', [SettingsController::class, 'advanced'])->name('settings.advanced.update');
    Route::patch('settings/downloads', [SettingsController::class, 'downloads'])->name('settings.downloads.update');
});
