<?php

use App\Http\Controllers\Studio\DashboardController;
use App\Http\Middleware\EnsureUserHasChannel;
use Illuminate\Support\Facades\Route;

// The creator's studio: every route acts on the signed-in user's own channel only.
Route::middleware(['auth', 'verified', EnsureUserHasChannel::class])->prefix('studio')->name('studio.')->group(function () {
    Route::get('dashboard', DashboardController::class)->name('dashboard');

    // Content page

    // Upload pages and the video details form

    // Writes on the channel's videos
});
