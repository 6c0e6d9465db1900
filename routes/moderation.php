<?php

use App\Http\Controllers\Moderation\FeedbackController;
use App\Http\Controllers\Moderation\ReportQueueController;
use Illuminate\Support\Facades\Route;

// The moderators' pages: only accounts with the moderator role (the `moderate` gate).
Route::middleware(['auth', 'can:moderate'])->prefix('moderation')->name('moderation.')->group(function () {
    Route::get('reports', [ReportQueueController::class, 'index'])->name('reports');
    Route::put('reports/{video}', [ReportQueueController::class, 'update'])->middleware('throttle:moderation')->name('reports.update');
    Route::get('feedback', [FeedbackController::class, 'index'])->name('feedback');
    Route::get('feedback/attachments/{attachment}', [FeedbackController::class, 'download'])->where('attachment', '[0-9]{1,18}')->name('feedback.attachments.show');
});
