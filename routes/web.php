<?php

use App\Http\Controllers\ChannelController;
use App\Http\Controllers\ProfileController;
use App\Http\Controllers\Studio\DashboardController as StudioDashboardController;
use App\Http\Middleware\EnsureUserHasChannel;
use Illuminate\Support\Facades\Route;
use Inertia\Inertia;

Route::get('/', fn () => Inertia::render('Home'))->name('home');

Route::middleware(['auth', 'verified'])->group(function () {
    Route::get('dashboard', fn () => Inertia::render('Dashboard'))->name('dashboard');
});

Route::middleware('auth')->group(function () {
    Route::get('profile', [ProfileController::class, 'edit'])->name('profile.edit');
    Route::patch('profile', [ProfileController::class, 'update'])->name('profile.update');
    Route::delete('profile', [ProfileController::class, 'destroy'])->name('profile.destroy');
});

// Channels and studio
Route::middleware(['auth', 'verified'])->group(function () {
    Route::get('create-channel', [ChannelController::class, 'create'])->name('create-channel');
    // Each create decodes and re-encodes up to two images, so repeated posts are limited.
    Route::post('channels', [ChannelController::class, 'store'])->middleware('throttle:10,1')->name('channels.store');

    Route::middleware(EnsureUserHasChannel::class)->prefix('studio')->name('studio.')->group(function () {
        Route::get('dashboard', StudioDashboardController::class)->name('dashboard');
    });
});
// End of channels and studio

require __DIR__.'/auth.php';
