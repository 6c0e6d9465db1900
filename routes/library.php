<?php

use App\Http\Controllers\Library\HistoryController;
use App\Http\Controllers\Library\LikedVideosController;
use App\Http\Controllers\Library\SubscriptionsController;
use Illuminate\Support\Facades\Route;

// The viewer's library: Subscriptions, History and Liked videos. Signed-out visitors see theirs from browser
// storage; changing the stored library needs an account.
Route::get('subscriptions', [SubscriptionsController::class, 'index'])->name('subscriptions');
Route::get('history', [HistoryController::class, 'index'])->name('history');
Route::get('liked', [LikedVideosController::class, 'index'])->name('liked');

Route::middleware('auth')->group(function () {
    Route::delete('history', [HistoryController::class, 'clear'])->middleware('throttle:library')->name('history.clear');
    Route::put('history/paused', [HistoryController::class, 'pause'])->middleware('throttle:library')->name('history.pause');
    Route::delete('history/{video}', [HistoryController::class, 'destroy'])->middleware('throttle:library')->name('history.destroy');
});
