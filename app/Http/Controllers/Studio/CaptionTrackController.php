<?php

namespace App\Http\Controllers\Studio;

use App\Actions\DeleteCaptionTrack;
use App\Actions\SaveCaptionTrack;
use App\Http\Controllers\Controller;
use App\Http\Requests\Studio\StoreCaptionTrackRequest;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;

/**
 * The caption tracks of one of the creator's videos, from its edit page: one per language,
 * a new upload in a language replacing the track it had.
 */
class CaptionTrackController extends Controller
{
    public function store(StoreCaptionTrackRequest $request, Video $video, SaveCaptionTrack $save): RedirectResponse
    {
        $caption = $save->handle($video, $request->language(), $request->captionFile());

        return back()->with('status', __(':language captions saved.', ['language' => $caption->label]));
    }

    public function destroy(Video $video, string $language, DeleteCaptionTrack $delete): RedirectResponse
    {
        Gate::authorize('update', $video);

        $caption = $video->captions()->where('language', $language)->firstOrFail();
        $delete->handle($video, $caption);

        return back()->with('status', __(':language captions deleted.', ['language' => $caption->label]));
    }
}
