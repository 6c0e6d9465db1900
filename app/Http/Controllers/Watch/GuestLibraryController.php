<?php

namespace App\Http\Controllers\Watch;

use App\Actions\MergeGuestLibrary;
use App\Http\Controllers\Controller;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/**
 * For a browser that still holds a guest library after signing in another way (a reset
 * password, a second tab): the client posts it here once, then forgets it.
 */
class GuestLibraryController extends Controller
{
    public function merge(Request $request, MergeGuestLibrary $merge): RedirectResponse
    {
        $user = $request->user();
        abort_if($user === null, 401);
        $merge->handle($user, $request->input('guest_library'));

        return back();
    }
}
