<?php

use App\Help\ComingSoonPage;
use App\Http\Controllers\Feedback\FeedbackController;
use App\Http\Controllers\Help\ComingSoonController;
use App\Http\Controllers\Help\HelpController;
use Illuminate\Support\Facades\Route;

// Send feedback (signed-out visitors too) and the help centre.
Route::get('feedback', [FeedbackController::class, 'create'])->name('feedback');
Route::post('feedback', [FeedbackController::class, 'store'])->middleware('throttle:feedback')->name('feedback.store');
Route::get('help', HelpController::class)->name('help');

// Pages that are not built yet: one "coming soon" page each, inside the frame.
foreach (ComingSoonPage::cases() as $page) {
    Route::get($page->value, ComingSoonController::class)->defaults('page', $page->value)->name($page->value);
}
