<?php

use App\Http\Controllers\Blips\BlipsController;
use App\Http\Controllers\Blips\NotInterestedController;
use Illuminate\Support\Facades\Route;

// The blips feed and "Not interested" (which the feed and the video cards' menus share).
Route::get('blips', BlipsController::class)->name('blips');

Route::middleware('auth')->group(function () {
    Route::post('videos/{video}/not-interested', [NotInterestedController::class, 'store'])->middleware('throttle:not-interested')->name('videos.not-interested.store');
    Route::delete('videos/{video}/not-interested', [NotInterestedController::class, 'destroy'])->middleware('throttle:not-interested')->name('videos.not-interested.destroy');
});
