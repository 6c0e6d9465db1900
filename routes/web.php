<?php

use App\Http\Controllers\BrowseController;
use App\Http\Controllers\ChannelController;
use App\Http\Controllers\HomeController;
use App\Http\Controllers\ProfileController;
use App\Http\Controllers\ReportController;
use App\Http\Controllers\SearchController;
use App\Http\Controllers\Settings\AudienceController;
use App\Http\Controllers\Settings\EmailChangeController;
use App\Http\Controllers\Settings\TimezoneController;
use App\Http\Controllers\UnknownAddressController;
use App\Http\Controllers\VideoMediaController;
use App\Http\Controllers\Watch\CommentController;
use App\Http\Controllers\Watch\CommentReplyController;
use App\Http\Controllers\Watch\GuestLibraryController;
use App\Http\Controllers\Watch\LivePlaylistController;
use App\Http\Controllers\Watch\ReactionController;
use App\Http\Controllers\Watch\SubscriptionController;
use App\Http\Controllers\Watch\WatchController;
use App\Http\Controllers\Watch\WatchProgressController;
use App\Media\VideoMedia;
use App\Watch\LivePlaylist;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken;
use Illuminate\Support\Facades\Route;
use Inertia\Inertia;

// Bound by database id: anything else is a 404 before it reaches a query, since PostgreSQL
// answers a non-numeric or out-of-range bigint with an error rather than with no rows.
$databaseId = '[0-9]{1,18}';

Route::get('/', HomeController::class)->name('home');

Route::middleware(['auth', 'verified'])->group(function () {
    Route::get('dashboard', fn () => Inertia::render('Dashboard'))->name('dashboard');
});

Route::middleware('auth')->group(function () use ($databaseId) {
    Route::get('profile', [ProfileController::class, 'edit'])->name('profile.edit');
    Route::patch('profile', [ProfileController::class, 'update'])->middleware('throttle:profile')->name('profile.update');
    Route::delete('profile', [ProfileController::class, 'destroy'])->middleware('throttle:password-check')->name('profile.destroy');
    Route::get('profile/export', [ProfileController::class, 'export'])->middleware('throttle:data-export')->name('profile.export');
    Route::put('profile/audience', [AudienceController::class, 'update'])->middleware('throttle:account-settings')->name('profile.audience.update');
    Route::put('profile/timezone', [TimezoneController::class, 'update'])->middleware('throttle:account-settings')->name('profile.timezone.update');
    Route::get('profile/email/{user}/{hash}', EmailChangeController::class)
        ->middleware(['signed', 'throttle:verification'])->where('user', $databaseId)->name('profile.email.confirm');
});

// Home and browse pages (home, trending, music, news, gaming)
Route::get('trending', [BrowseController::class, 'trending'])->name('trending');
Route::get('music', [BrowseController::class, 'music'])->name('music');
Route::get('news', [BrowseController::class, 'news'])->name('news');
Route::get('gaming', [BrowseController::class, 'gaming'])->name('gaming');
// End of home and browse pages

// Watch page, reactions, comments, subscriptions
Route::get('watch', [WatchController::class, 'show'])->name('watch');
// The media of videos that are not public (VideoMedia); public media is served as static files.
Route::get('media/videos/{video}/{path}', VideoMediaController::class)
    ->where(['video' => '[A-Za-z0-9_-]{11}', 'path' => VideoMedia::PATH_PATTERN])->name('media.video');
// Live streams: an endless sliding window over their pre-made segments (LivePlaylist).
Route::get('live/{video}/master.m3u8', [LivePlaylistController::class, 'master'])
    ->where('video', '[A-Za-z0-9_-]{11}')->name('live.master');
Route::get('live/{video}/{rendition}/index.m3u8', [LivePlaylistController::class, 'media'])
    ->where(['video' => '[A-Za-z0-9_-]{11}', 'rendition' => LivePlaylist::RENDITION_PATTERN])->name('live.playlist');
Route::post('videos/{video}/progress', [WatchProgressController::class, 'store'])->middleware('throttle:watch-progress')->name('videos.progress');
Route::get('comments/{comment}/replies', [CommentReplyController::class, 'index'])->middleware('throttle:comment-replies')->where('comment', $databaseId)->name('comments.replies');

Route::middleware('auth')->group(function () use ($databaseId) {
    Route::post('videos/{video}/reaction', [ReactionController::class, 'storeForVideo'])->middleware('throttle:reactions')->name('videos.reaction.store');
    Route::delete('videos/{video}/reaction', [ReactionController::class, 'destroyForVideo'])->middleware('throttle:reactions')->name('videos.reaction.destroy');
    Route::post('comments/{comment}/reaction', [ReactionController::class, 'storeForComment'])->middleware('throttle:reactions')->where('comment', $databaseId)->name('comments.reaction.store');
    Route::delete('comments/{comment}/reaction', [ReactionController::class, 'destroyForComment'])->middleware('throttle:reactions')->where('comment', $databaseId)->name('comments.reaction.destroy');

    Route::post('channels/{channel}/subscription', [SubscriptionController::class, 'store'])->middleware('throttle:subscriptions')->where('channel', $databaseId)->name('subscriptions.store');
    Route::patch('channels/{channel}/subscription', [SubscriptionController::class, 'update'])->middleware('throttle:subscriptions')->where('channel', $databaseId)->name('subscriptions.update');
    Route::delete('channels/{channel}/subscription', [SubscriptionController::class, 'destroy'])->middleware('throttle:subscriptions')->where('channel', $databaseId)->name('subscriptions.destroy');
    Route::post('guest-library/merge', [GuestLibraryController::class, 'merge'])->middleware('throttle:guest-library')->name('guest-library.merge');
});

// Writing needs a verified address: comments are public text, the first thing spam goes for.
Route::middleware(['auth', 'verified'])->group(function () {
    Route::post('videos/{video}/comments', [CommentController::class, 'store'])->middleware('throttle:comments')->name('comments.store');
});
// End of watch page, reactions, comments, subscriptions

// Channel page and search
Route::get('channel/{channel}', [ChannelController::class, 'show'])->name('channel');
Route::get('search', SearchController::class)->name('search');
// End of channel page and search

// Channel creation (the studio itself is in studio.php)
Route::middleware(['auth', 'verified'])->group(function () {
    Route::get('create-channel', [ChannelController::class, 'create'])->name('create-channel');
    Route::post('channels', [ChannelController::class, 'store'])->middleware('throttle:channels')->name('channels.store');
});
// End of channel creation

// Reporting a video (moderators decide in moderation.php) and the reporter's Report History
Route::get('report-history', [ReportController::class, 'index'])->name('report-history');
Route::post('videos/{video}/report', [ReportController::class, 'store'])
    ->middleware(['auth', 'verified', 'throttle:reports'])->name('videos.report.store');
// End of reporting

require __DIR__.'/auth.php';
require __DIR__.'/studio.php';
require __DIR__.'/uploads.php';
require __DIR__.'/library.php';
require __DIR__.'/blips.php';
require __DIR__.'/notifications.php';
require __DIR__.'/settings.php';
require __DIR__.'/moderation.php';
require __DIR__.'/support.php';

// Matched after every other route: an unknown address gets its 404 page from inside the web
// middleware, with the visitor's session, language and the frame's shared props. It writes
// nothing, so it needs no CSRF token.
Route::any('{fallbackPlaceholder}', UnknownAddressController::class)
    ->where('fallbackPlaceholder', '.*')->fallback()->withoutMiddleware(ValidateCsrfToken::class);
