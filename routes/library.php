<?php

use App\Http\Controllers\Library\HistoryController;
use App\Http\Controllers\Library\LikedVideosController;
use App\Http\Controllers\Library\SubscriptionsController;
use App\Http\Controllers\Library\WatchLaterController;
use Illuminate\Support\Facades\Route;

// The viewer's library: Subscriptions, History, Liked videos and Watch later. Signed-out
// visitors see the first three from browser storage; changing what is stored on the server,
// and Watch later, need an account.
Route::get('subscriptions', [SubscriptionsController::class, 'index'])->name('subscriptions');
Route::get('history', [HistoryController::class, 'index'])->name('history');
Route::get('liked', [LikedVideosController::class, 'index'])->name('liked');

Route::middleware('auth')->group(function () {
    Route::delete('history', [HistoryController::class, 'clear'])->middleware('throttle:library')->name('history.clear');
    Route::put('history/paused', [HistoryController::class, 'pause'])->middleware('throttle:library')->name('history.pause');
    Route::delete('history/{video}', [HistoryController::class, 'destroy'])->middleware('throttle:library')->name('history.destroy');

    Route::get('watch-later', [WatchLaterController::class, 'index'])->name('watch-later');
    Route::post('watch-later/{video}', [WatchLaterController::class, 'store'])->middleware('throttle:library')->name('watch-later.store');
    Route::delete('watch-later/{video}', [WatchLaterController::class, 'destroy'])->middleware('throttle:library')->name('watch-later.destroy');
});
