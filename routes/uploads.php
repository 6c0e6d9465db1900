<?php

use App\Http\Controllers\Studio\TusUploadController;
use App\Http\Middleware\EnsureUserHasChannel;
use App\Uploads\Tus\TusResumable;
use Illuminate\Support\Facades\Route;

// Resumable uploads (tus 1.0) for the studio's upload pages. TusResumable comes before the
// studio checks so that their refusals carry the protocol version too (bootstrap/app.php puts
// it ahead of sign-in in the middleware priority, which would otherwise run sign-in first).
Route::middleware([TusResumable::class, 'auth', 'verified', EnsureUserHasChannel::class])
    ->prefix('studio/uploads')
    ->name('studio.uploads.')
    ->where(['upload' => '[A-Za-z0-9]{32}'])
    ->group(function () {
        Route::options('/', [TusUploadController::class, 'options'])->name('options');
        Route::post('/', [TusUploadController::class, 'store'])->name('store');
        Route::match(['HEAD'], '{upload}', [TusUploadController::class, 'show'])->name('show');
        Route::patch('{upload}', [TusUploadController::class, 'update'])->name('update');
        Route::delete('{upload}', [TusUploadController::class, 'destroy'])->name('destroy');
    });
