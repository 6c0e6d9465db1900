<?php

use App\Http\Controllers\Studio\AnalyticsController;
use App\Http\Controllers\Studio\CaptionTrackController;
use App\Http\Controllers\Studio\CommentModerationController;
use App\Http\Controllers\Studio\CommentsController;
use App\Http\Controllers\Studio\ContentController;
use App\Http\Controllers\Studio\CustomizationController;
use App\Http\Controllers\Studio\DashboardController;
use App\Http\Controllers\Studio\EditVideoController;
use App\Http\Controllers\Studio\StudioSettingsController;
use App\Http\Controllers\Studio\UploadPageController;
use App\Http\Controllers\Studio\VideoController;
use App\Http\Middleware\EnsureUserHasChannel;
use Illuminate\Support\Facades\Route;

// The creator's studio: every route acts on the signed-in user's own channel only.
Route::middleware(['auth', 'verified', EnsureUserHasChannel::class])->prefix('studio')->name('studio.')->where(['video' => '[A-Za-z0-9_-]{11}'])->group(function () {
    Route::get('dashboard', DashboardController::class)->name('dashboard');

    // Content page
    Route::get('content', ContentController::class)->name('content');

    // Upload pages and the video details form
    Route::get('upload/video', [UploadPageController::class, 'video'])->name('upload.video');
    Route::get('upload/short', [UploadPageController::class, 'short'])->name('upload.short');
    Route::get('videos/{video}/edit', EditVideoController::class)->name('videos.edit');

    // Writes on the channel's videos
    Route::patch('videos/{video}', [VideoController::class, 'update'])->name('videos.update');
    Route::delete('videos/{video}', [VideoController::class, 'destroy'])->name('videos.destroy');
    Route::post('videos/bulk', [VideoController::class, 'bulk'])->name('videos.bulk');
    Route::post('videos/{video}/retry', [VideoController::class, 'retry'])->name('videos.retry');

    // A video's caption tracks, one per language
    Route::post('videos/{video}/captions', [CaptionTrackController::class, 'store'])->name('videos.captions.store');
    Route::delete('videos/{video}/captions/{language}', [CaptionTrackController::class, 'destroy'])->where('language', '[a-z]{2}')->name('videos.captions.destroy');

    // Analytics of the channel, and of one of its videos
    Route::get('analytics', [AnalyticsController::class, 'channel'])->name('analytics');
    Route::get('videos/{video}/analytics', [AnalyticsController::class, 'video'])->name('videos.analytics');

    // Comments on the channel's videos: the list, and one row's or the selection's actions
    Route::get('comments', CommentsController::class)->name('comments');
    Route::post('comments/bulk', [CommentModerationController::class, 'bulk'])->middleware('throttle:comment-moderation')->name('comments.bulk');
    Route::post('comments/{comment}/reply', [CommentModerationController::class, 'reply'])->middleware('throttle:comment-moderation')->where('comment', '[0-9]{1,18}')->name('comments.reply');

    // Channel customization: Layout, Branding and Basic info, saved together
    Route::get('customization', [CustomizationController::class, 'edit'])->name('customization');
    Route::patch('customization', [CustomizationController::class, 'update'])->middleware('throttle:channel-customization')->name('customization.update');
    Route::get('customization/handle', [CustomizationController::class, 'checkHandle'])->middleware('throttle:handle-check')->name('customization.handle');

    // Studio settings
    Route::get('settings', [StudioSettingsController::class, 'edit'])->name('settings');
    Route::patch('settings', [StudioSettingsController::class, 'update'])->name('settings.update');
});
